import { albumsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { adminAlbumKeys } from './albumCache.ts';

/** GET /api/album?id: one album with its photos (404 when unknown). */
export const getAdminAlbum = dataRead(albumsApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: ALBUMS_FALLBACK.get,
});

export const adminAlbumQuery = readQuery(adminAlbumKeys.detail, getAdminAlbum);

export function useAdminAlbum(id: string) {
  return useQuery(adminAlbumQuery(id));
}
