import { z } from 'zod';
import { okResponse } from './common.ts';

/** Largest upload the server takes (413 above it). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Largest decoded image (width × height) the server takes: a decompression bomb is refused (415). */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** Widths the server makes of every image (never enlarged); the original is kept at most this wide. */
export const UPLOAD_WIDTHS = [480, 1024, 2048] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];
/** The multipart field the image travels in (spec §7). */
export const UPLOAD_FIELD = 'image';
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif';

// Every stored image lives at `/uploads/{clanId}/{fileId}.webp` (2048 px at most), with
// `-480`, `-1024` and `-thumb` (320 × 320 cover crop) siblings made at upload time.
const UPLOAD_URL = /^(\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36})\.webp$/;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED_IMAGE = new RegExp(`^/uploads/(${UUID})/(${UUID})(?:-480|-1024|-thumb)?\\.webp$`);

/**
 * The clan and file of an uploaded image's path (`/uploads/{clanId}/{fileId}.webp` or one of its smaller
 * copies), or null for any other address.
 */
export function uploadedImageOf(path: string): { clanId: string; fileId: string } | null {
  const match = UPLOADED_IMAGE.exec(path);
  return match?.[1] && match[2] ? { clanId: match[1], fileId: match[2] } : null;
}

/** The URL of a smaller copy of an uploaded image; any other URL (typed by hand) comes back unchanged. */
export function uploadVariantUrl(url: string, variant: Exclude<UploadWidth, 2048> | 'thumb'): string {
  const match = UPLOAD_URL.exec(url);
  return match ? `${match[1]}-${variant}.webp` : url;
}

/** `srcset` for an uploaded image (undefined for a URL typed by hand, which has no smaller copies). */
export function uploadSrcSet(url: string): string | undefined {
  if (!UPLOAD_URL.test(url)) return undefined;
  return `${uploadVariantUrl(url, 480)} 480w, ${uploadVariantUrl(url, 1024)} 1024w, ${url} 2048w`;
}

export const uploadedFileSchema = z.object({
  _id: z.string(),
  url: z.string(),
  /** Bytes of the stored (re-encoded) image at `url`. */
  size: z.number().int(),
  createdAt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnailUrl: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

// POST /api/upload (multipart field `image`) → { success, data: { file } }
export const uploadResponse = okResponse(z.object({ file: uploadedFileSchema }));
export type UploadResponse = z.infer<typeof uploadResponse>;
