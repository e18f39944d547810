import { MESSAGES, messageResponseSchema } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { refreshAfterAlbumDelete } from './albumCache.ts';

/** DELETE /api/album/{id} (admin): the album and its uploaded photos go; answers the server's message. */
export async function deleteAdminAlbum(id: string): Promise<string> {
  const response = await apiRequest(`/api/album/${encodeURIComponent(id)}`, messageResponseSchema, {
    method: 'DELETE',
    fallbackMessage: ALBUMS_FALLBACK.delete,
  });
  return response.message || MESSAGES.albumDeleted;
}

export function useDeleteAdminAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminAlbum,
    onSuccess: (_message, id) => refreshAfterAlbumDelete(queryClient, id),
  });
}
