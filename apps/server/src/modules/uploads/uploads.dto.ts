import { type UploadedFile, uploadVariantUrl } from '@giapha/contract';
import type { FileRow } from './files.repo.ts';

/** An uploaded file as the API shows it (spec §3: `_id`, url, size, createdAt; plus its size and thumbnail). */
export function toUploadedFileDto(row: FileRow): UploadedFile {
  return {
    _id: row.id,
    url: row.url,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    width: row.width,
    height: row.height,
    thumbnailUrl: uploadVariantUrl(row.url, 'thumb'),
  };
}
