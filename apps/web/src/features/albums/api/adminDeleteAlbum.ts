import { albumsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { refreshAfterAlbumDelete } from './albumCache.ts';

/** DELETE /api/album/{id} (admin): the album and its uploaded photos go; answers the server's message. */
export async function deleteAdminAlbum(id: string): Promise<string> {
  const response = await callApi(
    albumsApi.remove,
    { params: { id } },
    { fallbackMessage: ALBUMS_FALLBACK.delete },
  );
  return response.message || MESSAGES.albumDeleted;
}

export function useDeleteAdminAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminAlbum,
    onSuccess: (_message, id) => refreshAfterAlbumDelete(queryClient, id),
  });
}
