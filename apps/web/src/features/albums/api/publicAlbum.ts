import { albumsApi } from '@giapha/contract';
import { dataRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { publicAlbumKeys } from './albumCache.ts';

/** GET /api/public/album/{id}: one album (by id or slug) with its photos; 404 when there is none. */
export const fetchPublicAlbum = dataRead(albumsApi.getPublic, {
  request: (idOrSlug: string) => ({ params: { id: idOrSlug } }),
  fallbackMessage: ALBUMS_FALLBACK.get,
});

export const publicAlbumQuery = publicQuery(publicAlbumKeys.detail, fetchPublicAlbum);

export function usePublicAlbum(idOrSlug: string) {
  return usePublicQuery(publicAlbumQuery, idOrSlug);
}
