import { type ImportSheet, importSheetResponse, MAX_IMPORT_BYTES, MESSAGES } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, normalizeError, refreshSession } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

export const IMPORT_PREVIEW_FALLBACK = 'Không đọc được tệp sao kê';
/** What the file picker offers: the statements Vietnamese banks export. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportPreviewOptions {
  /** Called as bytes leave the browser: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function sendOnce(file: File, options: ImportPreviewOptions): Promise<{ status: number; body: unknown }> {
  // XMLHttpRequest rather than fetch: only it reports upload progress (as uploads/api/uploadImage.ts).
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/campaignTransactions/import/preview'));
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
    xhr.onerror = () => reject(new ApiError(IMPORT_PREVIEW_FALLBACK, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * POST /api/campaignTransactions/import/preview (admin, multipart field `file`): the statement's rows as
 * text and the columns guessed from its headers. Nothing is saved yet.
 */
export async function previewImport(file: File, options: ImportPreviewOptions = {}): Promise<ImportSheet> {
  // Said before sending a large file over a phone connection only to be refused (the server checks again).
  if (file.size > MAX_IMPORT_BYTES) {
    throw new ApiError(
      MESSAGES.importFileTooLarge.replace('{max}', String(MAX_IMPORT_BYTES / (1024 * 1024))),
      413,
    );
  }
  let result = await sendOnce(file, options);
  if (result.status === 401 && sessionStore.get().token.accessToken && (await refreshSession())) {
    result = await sendOnce(file, options);
  }
  if (result.status < 200 || result.status >= 300) {
    throw normalizeError(result.status, result.body, IMPORT_PREVIEW_FALLBACK);
  }
  const parsed = importSheetResponse.safeParse(result.body);
  if (!parsed.success) throw new ApiError(IMPORT_PREVIEW_FALLBACK, result.status);
  options.onProgress?.(1);
  return parsed.data.data;
}

export function useImportPreview() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      previewImport(file, { onProgress }),
  });
}
