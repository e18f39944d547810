import { donationsApi, type ImportSheet, MAX_IMPORT_BYTES, MESSAGES } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, normalizeError } from '../../../lib/api.ts';
import { type PostFileOptions, postFile } from '../../../lib/post-file.ts';

export const IMPORT_PREVIEW_FALLBACK = 'Không đọc được tệp sao kê';
/** What the file picker offers: the statements Vietnamese banks export. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ImportPreviewOptions = PostFileOptions;

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
  const result = await postFile({
    ...options,
    path: donationsApi.importPreview.path,
    field: 'file',
    file,
    fileName: file.name,
    fallbackMessage: IMPORT_PREVIEW_FALLBACK,
  });
  if (result.status < 200 || result.status >= 300) {
    throw normalizeError(result.status, result.body, IMPORT_PREVIEW_FALLBACK);
  }
  const parsed = donationsApi.importPreview.response.safeParse(result.body);
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
