import { albumsApi, MESSAGES, type UpdateAlbumBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumChange, refreshAfterAlbumChange } from './albumCache.ts';

export interface UpdateAdminAlbumInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateAlbumBody;
}

/** PUT /api/album/{id} (admin): photos sent replace the album's; photos taken out are deleted. */
export async function updateAdminAlbum({ id, changes }: UpdateAdminAlbumInput): Promise<AlbumChange> {
  const response = await callApi(
    albumsApi.update,
    { params: { id }, body: changes },
    { fallbackMessage: ALBUMS_FALLBACK.update },
  );
  return { album: response.data, message: response.message ?? MESSAGES.albumUpdated };
}

export function useUpdateAdminAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminAlbum,
    onSuccess: ({ album }) => refreshAfterAlbumChange(queryClient, album),
  });
}
