import { albumsApi, type CreateAlbumBody, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumChange, refreshAfterAlbumChange } from './albumCache.ts';

/** POST /api/album (admin): a blank slug is made from the title; a slug in use is 409 on `slug`. */
export const createAdminAlbum = recordMutation(albumsApi.create, {
  request: (body: CreateAlbumBody) => ({ body }),
  fallbackMessage: ALBUMS_FALLBACK.create,
  successMessage: MESSAGES.albumCreated,
  answer: (album, message): AlbumChange => ({ album, message }),
});

export function useCreateAdminAlbum() {
  return useApiMutation(createAdminAlbum, (queryClient, { album }) =>
    refreshAfterAlbumChange(queryClient, album),
  );
}
