import { type Album, albumsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { adminAlbumKeys } from './albumCache.ts';

/** GET /api/album?id: one album with its photos (404 when unknown). */
export async function getAdminAlbum(id: string, signal?: AbortSignal): Promise<Album> {
  const response = await callApi(
    albumsApi.get,
    { query: { id } },
    { fallbackMessage: ALBUMS_FALLBACK.get, signal },
  );
  return response.data;
}

export const adminAlbumQuery = (id: string) =>
  queryOptions({
    queryKey: adminAlbumKeys.detail(id),
    queryFn: ({ signal }) => getAdminAlbum(id, signal),
  });

export function useAdminAlbum(id: string) {
  return useQuery(adminAlbumQuery(id));
}
