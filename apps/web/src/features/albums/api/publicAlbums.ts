import { albumsApi, type PublicAlbumListItem } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumListParams, publicAlbumKeys } from './albumCache.ts';

export interface PublicAlbumPage {
  albums: PublicAlbumListItem[];
  total: number;
}

/** GET /api/public/albums: the clan's albums, newest gathering first, searched without diacritics. */
export const fetchPublicAlbums = pageRead(albumsApi.listPublic, {
  request: (params: AlbumListParams) => ({
    query: { limit: params.limit, offset: params.offset, search: params.search },
  }),
  fallbackMessage: ALBUMS_FALLBACK.list,
  page: (albums, total): PublicAlbumPage => ({ albums, total }),
});

export const publicAlbumsQuery = (domain: string, params: AlbumListParams) =>
  queryOptions({
    queryKey: publicAlbumKeys.list(domain, params),
    queryFn: ({ signal }) => fetchPublicAlbums(params, signal),
    staleTime: 60_000,
    // The cards stay while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function usePublicAlbums(params: AlbumListParams) {
  return useQuery(publicAlbumsQuery(useCurrentDomain(), params));
}
