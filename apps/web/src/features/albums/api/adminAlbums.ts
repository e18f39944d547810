import { type AlbumListItem, albumsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumListParams, adminAlbumKeys } from './albumCache.ts';

export interface AdminAlbumPage {
  albums: AlbumListItem[];
  total: number;
}

/** GET /api/albums: one page of the clan's albums, last edited first; `search` ignores diacritics. */
export const listAdminAlbums = pageRead(albumsApi.list, {
  request: ({ limit, offset, search }: AlbumListParams) => ({ query: { limit, offset, search } }),
  fallbackMessage: ALBUMS_FALLBACK.list,
  page: (albums, total): AdminAlbumPage => ({ albums, total }),
});

export const adminAlbumsQuery = (params: AlbumListParams) =>
  queryOptions({
    queryKey: adminAlbumKeys.list(params),
    queryFn: ({ signal }) => listAdminAlbums(params, signal),
    // The table keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminAlbums(params: AlbumListParams) {
  return useQuery(adminAlbumsQuery(params));
}
