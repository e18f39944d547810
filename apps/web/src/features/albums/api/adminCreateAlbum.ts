import { albumResponse, type CreateAlbumBody, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumChange, refreshAfterAlbumChange } from './albumCache.ts';

/** POST /api/album (admin): a blank slug is made from the title; a slug in use is 409 on `slug`. */
export async function createAdminAlbum(body: CreateAlbumBody): Promise<AlbumChange> {
  const response = await apiRequest('/api/album', albumResponse, {
    method: 'POST',
    body,
    fallbackMessage: ALBUMS_FALLBACK.create,
  });
  return { album: response.data, message: response.message ?? MESSAGES.albumCreated };
}

export function useCreateAdminAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminAlbum,
    onSuccess: ({ album }) => refreshAfterAlbumChange(queryClient, album),
  });
}
