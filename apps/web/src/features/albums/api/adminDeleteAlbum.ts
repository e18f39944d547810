import { albumsApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { refreshAfterAlbumDelete } from './albumCache.ts';

/** DELETE /api/album/{id} (admin): the album and its uploaded photos go; answers the server's message. */
export const deleteAdminAlbum = messageMutation(albumsApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: ALBUMS_FALLBACK.delete,
  successMessage: MESSAGES.albumDeleted,
});

export function useDeleteAdminAlbum() {
  return useDeleteMutation(deleteAdminAlbum, refreshAfterAlbumDelete);
}
