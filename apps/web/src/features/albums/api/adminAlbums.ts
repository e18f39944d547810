import { type AlbumListItem, albumsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumListParams, adminAlbumKeys } from './albumCache.ts';

export interface AdminAlbumPage {
  albums: AlbumListItem[];
  total: number;
}

/** GET /api/albums: one page of the clan's albums, last edited first; `search` ignores diacritics. */
export const listAdminAlbums = pageRead(albumsApi.list, {
  request: (params: AlbumListParams) => ({ query: searchPageQuery(params) }),
  fallbackMessage: ALBUMS_FALLBACK.list,
  page: (albums, total): AdminAlbumPage => ({ albums, total }),
});

export const adminAlbumsQuery = listQuery(adminAlbumKeys.list, listAdminAlbums);

export function useAdminAlbums(params: AlbumListParams) {
  return useQuery(adminAlbumsQuery(params));
}
