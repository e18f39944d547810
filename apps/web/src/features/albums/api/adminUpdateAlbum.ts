import { albumsApi, MESSAGES, type UpdateAlbumBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumChange, refreshAfterAlbumChange } from './albumCache.ts';

export interface UpdateAdminAlbumInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateAlbumBody;
}

/** PUT /api/album/{id} (admin): photos sent replace the album's; photos taken out are deleted. */
export const updateAdminAlbum = recordMutation(albumsApi.update, {
  request: ({ id, changes }: UpdateAdminAlbumInput) => ({ params: { id }, body: changes }),
  fallbackMessage: ALBUMS_FALLBACK.update,
  successMessage: MESSAGES.albumUpdated,
  answer: (album, message): AlbumChange => ({ album, message }),
});

export function useUpdateAdminAlbum() {
  return useApiMutation(updateAdminAlbum, (queryClient, { album }) =>
    refreshAfterAlbumChange(queryClient, album),
  );
}
