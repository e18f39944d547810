import {
  MAX_UPLOAD_BYTES,
  MESSAGES,
  UPLOAD_FIELD,
  type UploadedFile,
  uploadResponse,
} from '@giapha/contract';
import { z } from 'zod';
import { ApiError, apiUrl, normalizeError, refreshSession } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

export interface UploadImageOptions {
  /** Called as bytes leave the browser: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

// A success without a file URL is still a failure for the page (spec §5).
const successShape = z.object({ success: z.literal(true) });

function sendOnce(
  file: Blob,
  name: string,
  options: UploadImageOptions,
): Promise<{ status: number; body: unknown }> {
  // XMLHttpRequest rather than fetch: only it reports upload progress.
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/upload'));
    xhr.setRequestHeader('accept', 'application/json');
    const token = sessionStore.get().token.accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(MESSAGES.uploadFailed, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, name);
    xhr.send(form);
  });
}

/**
 * POST /api/upload with the image in the multipart field `image`. Fails with `Upload thất bại`
 * (or the server's reason: too large, wrong type…) or `Không nhận được URL từ server`.
 */
export async function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadedFile> {
  // Said before sending 15 MB over a phone connection only to be refused (the server checks again).
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(
      MESSAGES.uploadTooLarge.replace('{max}', String(MAX_UPLOAD_BYTES / (1024 * 1024))),
      413,
    );
  }
  let result = await sendOnce(file, file.name, options);
  if (result.status === 401 && sessionStore.get().token.accessToken && (await refreshSession())) {
    result = await sendOnce(file, file.name, options);
  }
  if (result.status < 200 || result.status >= 300) {
    throw normalizeError(result.status, result.body, MESSAGES.uploadFailed);
  }
  if (!successShape.safeParse(result.body).success) throw new ApiError(MESSAGES.uploadFailed, result.status);
  const parsed = uploadResponse.safeParse(result.body);
  if (!parsed.success || !parsed.data.data.file.url) throw new ApiError(MESSAGES.uploadNoUrl, result.status);
  options.onProgress?.(1);
  return parsed.data.data.file;
}
