import { albumsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { publicAlbumKeys } from './albumCache.ts';

/** GET /api/public/album/{id}: one album (by id or slug) with its photos; 404 when there is none. */
export const fetchPublicAlbum = dataRead(albumsApi.getPublic, {
  request: (idOrSlug: string) => ({ params: { id: idOrSlug } }),
  fallbackMessage: ALBUMS_FALLBACK.get,
});

export const publicAlbumQuery = (domain: string, idOrSlug: string) =>
  queryOptions({
    queryKey: publicAlbumKeys.detail(domain, idOrSlug),
    queryFn: ({ signal }) => fetchPublicAlbum(idOrSlug, signal),
    staleTime: 60_000,
  });

export function usePublicAlbum(idOrSlug: string) {
  return useQuery(publicAlbumQuery(useCurrentDomain(), idOrSlug));
}
