import { MAX_UPLOAD_BYTES, MESSAGES, UPLOAD_FIELD, type UploadedFile, uploadsApi } from '@giapha/contract';
import { z } from 'zod';
import { ApiError, normalizeError } from '../../../lib/api.ts';
import { type PostFileOptions, postFile } from '../../../lib/post-file.ts';

export type UploadImageOptions = PostFileOptions;

// A success without a file URL is still a failure for the page (spec §5).
const successShape = z.object({ success: z.literal(true) });

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
  const result = await postFile({
    ...options,
    path: uploadsApi.upload.path,
    field: UPLOAD_FIELD,
    file,
    fileName: file.name,
    fallbackMessage: MESSAGES.uploadFailed,
  });
  if (result.status < 200 || result.status >= 300) {
    throw normalizeError(result.status, result.body, MESSAGES.uploadFailed);
  }
  if (!successShape.safeParse(result.body).success) throw new ApiError(MESSAGES.uploadFailed, result.status);
  const parsed = uploadsApi.upload.response.safeParse(result.body);
  if (!parsed.success || !parsed.data.data.file.url) throw new ApiError(MESSAGES.uploadNoUrl, result.status);
  options.onProgress?.(1);
  return parsed.data.data.file;
}
