import { albumsApi, type CreateAlbumBody, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumChange, refreshAfterAlbumChange } from './albumCache.ts';

/** POST /api/album (admin): a blank slug is made from the title; a slug in use is 409 on `slug`. */
export async function createAdminAlbum(body: CreateAlbumBody): Promise<AlbumChange> {
  const response = await callApi(albumsApi.create, { body }, { fallbackMessage: ALBUMS_FALLBACK.create });
  return { album: response.data, message: response.message ?? MESSAGES.albumCreated };
}

export function useCreateAdminAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminAlbum,
    onSuccess: ({ album }) => refreshAfterAlbumChange(queryClient, album),
  });
}
