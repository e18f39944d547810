import { type Album, createAlbumBody } from '@giapha/contract';
import type { z } from 'zod';

/** The editor's text fields; the photos and the cover live beside the form (see useAlbumPhotos). */
export const albumFormSchema = createAlbumBody.pick({
  title: true,
  slug: true,
  description: true,
  eventDate: true,
});

export type AlbumFormInput = z.input<typeof albumFormSchema>;
export type AlbumFormOutput = z.output<typeof albumFormSchema>;

/** The fields a server error may name, as the form names them. */
export const ALBUM_FORM_FIELDS = ['title', 'slug', 'description', 'eventDate'] as const;

export const EMPTY_ALBUM_FORM: AlbumFormInput = { title: '', slug: '', description: '', eventDate: null };

export function albumFormValues(album: Album): AlbumFormInput {
  return {
    title: album.title,
    slug: album.slug,
    description: album.description ?? '',
    eventDate: album.eventDate,
  };
}
