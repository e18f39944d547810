import { z } from 'zod';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { isMediaUrl, mediaUrlSchema, optionalTextField, slugSchema } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

/** Most photos in one album. */
export const MAX_ALBUM_IMAGES = 500;

/** A calendar day `YYYY-MM-DD` (no time zone: the day the clan means). */
export const isoDateSchema = z.iso.date({ error: MESSAGES.dateInvalid });

/** One photo of an album, in album order (spec §3: url, fileId, size, uploadAt; plus a caption). */
export const albumImageSchema = z.object({
  url: z.string(),
  /** The uploaded file's `_id`; null for an image given by URL. */
  fileId: z.string().nullable(),
  size: z.number().int().nullable(),
  uploadAt: z.string().nullable(),
  caption: z.string().nullable(),
});
export type AlbumImage = z.infer<typeof albumImageSchema>;

const albumListFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The cover chosen by the admin, else the first photo, else null. */
  coverImage: z.string().nullable(),
  eventDate: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.string(),
};

export const publicAlbumListItemSchema = z.object(albumListFields);
export type PublicAlbumListItem = z.infer<typeof publicAlbumListItemSchema>;
export const publicAlbumSchema = publicAlbumListItemSchema.extend({ images: z.array(albumImageSchema) });
export type PublicAlbum = z.infer<typeof publicAlbumSchema>;

export const albumListItemSchema = publicAlbumListItemSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AlbumListItem = z.infer<typeof albumListItemSchema>;
export const albumSchema = albumListItemSchema.extend({ images: z.array(albumImageSchema) });
export type Album = z.infer<typeof albumSchema>;

// GET /api/public/albums (limit, offset, search) → { data, total }, newest event first
export const albumsQuery = pageQuery().extend({ search: z.string().trim().max(200).optional() });
export type AlbumsQuery = z.input<typeof albumsQuery>;
export const publicAlbumListResponse = listResponse(publicAlbumListItemSchema);
// GET /api/public/album/{id}: id or slug; unknown → 404 Not Found
export const albumIdOrSlugParams = z.object({ id: z.string().trim().min(1).max(200) });
export const publicAlbumResponse = okResponse(publicAlbumSchema);

// GET /api/albums, GET /api/album?id, POST /api/album, PUT|DELETE /api/album/{id}
export const albumListResponse = listResponse(albumListItemSchema);
export const albumResponse = okResponse(albumSchema);

const albumTitleField = displayText(300, MESSAGES.albumTitleRequired);

/** A photo as the editor sends it: the server checks an uploaded `fileId` belongs to the clan. */
export const albumImageInputSchema = z.object({
  url: z.string().trim().max(2000).refine(isMediaUrl, MESSAGES.imageUrlInvalid),
  fileId: z.uuid().nullable().optional(),
  caption: optionalTextField(500),
});
export type AlbumImageInput = z.input<typeof albumImageInputSchema>;

const albumFields = {
  /** Blank: made from the title without diacritics, made unique with `-2`, `-3`… */
  slug: slugSchema.or(z.literal('')).optional(),
  description: optionalTextField(5000),
  /** One of the album's photos, or any image URL; null: the first photo. */
  coverImage: mediaUrlSchema,
  eventDate: isoDateSchema.nullable().optional(),
  images: z
    .array(albumImageInputSchema)
    .max(MAX_ALBUM_IMAGES, MESSAGES.albumTooManyImages.replace('{max}', String(MAX_ALBUM_IMAGES)))
    .optional(),
};

export const createAlbumBody = z.object({ title: albumTitleField, ...albumFields });
export type CreateAlbumBody = z.input<typeof createAlbumBody>;
export const updateAlbumBody = z.object({
  title: albumTitleField.optional(),
  ...albumFields,
  version: versionField,
});
export type UpdateAlbumBody = z.input<typeof updateAlbumBody>;
