import { ApiError, apiUrl, refreshSession } from './api.ts';
import { sessionStore } from './session.ts';

export interface PostFileOptions {
  /** Called as bytes leave the browser: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface PostFileRequest extends PostFileOptions {
  path: string;
  /** The multipart field the server reads the file from. */
  field: string;
  file: Blob;
  fileName: string;
  /** The error when the request never gets an answer (offline, connection dropped). */
  fallbackMessage: string;
}

function sendOnce(request: PostFileRequest): Promise<{ status: number; body: unknown }> {
  // XMLHttpRequest rather than fetch: only it reports upload progress.
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(request.path));
    xhr.setRequestHeader('accept', 'application/json');
    const token = sessionStore.get().token.accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
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
    xhr.onerror = () => reject(new ApiError(request.fallbackMessage, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(request.field, request.file, request.fileName);
    xhr.send(form);
  });
}

/**
 * Sends one file as multipart form data with the bearer token, reporting progress; a 401 first tries
 * one token refresh, as apiRequest does. Answers the status and the parsed JSON body (or undefined).
 */
export async function postFile(request: PostFileRequest): Promise<{ status: number; body: unknown }> {
  const result = await sendOnce(request);
  if (result.status === 401 && sessionStore.get().token.accessToken && (await refreshSession())) {
    return sendOnce(request);
  }
  return result;
}
