import { albumsApi, type PublicAlbumListItem } from '@giapha/contract';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { pageRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { type AlbumListParams, publicAlbumKeys } from './albumCache.ts';

export interface PublicAlbumPage {
  albums: PublicAlbumListItem[];
  total: number;
}

/** GET /api/public/albums: the clan's albums, newest gathering first, searched without diacritics. */
export const fetchPublicAlbums = pageRead(albumsApi.listPublic, {
  request: (params: AlbumListParams) => ({
    query: searchPageQuery(params),
  }),
  fallbackMessage: ALBUMS_FALLBACK.list,
  page: (albums, total): PublicAlbumPage => ({ albums, total }),
});

/** The cards stay while the next page or search loads. */
export const publicAlbumsQuery = publicQuery(publicAlbumKeys.list, fetchPublicAlbums, { keepPrevious: true });

export function usePublicAlbums(params: AlbumListParams) {
  return usePublicQuery(publicAlbumsQuery, params);
}
