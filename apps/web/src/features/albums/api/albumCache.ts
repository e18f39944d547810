import type { Album } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

export type AlbumListParams = SearchPageParams;

/** Admin album queries start with 'albums', so one invalidation refreshes lists and details. */
export const adminAlbumKeys = recordKeys<AlbumListParams>('albums');

/** Visitors' album queries start with ['public', 'albums']: any admin write invalidates that prefix. */
export const publicAlbumKeys = {
  all: ['public', 'albums'] as const,
  list: (domain: string, params: AlbumListParams) => ['public', 'albums', domain, 'list', params] as const,
  detail: (domain: string, idOrSlug: string) => ['public', 'albums', domain, 'detail', idOrSlug] as const,
};

/** What a change to one album answers: the album as saved and the server's message. */
export interface AlbumChange {
  album: Album;
  message: string;
}

/** After an album was created or changed: its edit page shows what was saved; lists and visitors' pages refresh. */
export async function refreshAfterAlbumChange(queryClient: QueryClient, changed: Album): Promise<void> {
  await refreshAfterRecordSave(queryClient, adminAlbumKeys, changed.id, changed, {
    own: 'lists',
    refetch: [publicAlbumKeys.all],
  });
}

/** After a delete: its edit page is leaving, lists and visitors' pages are fetched again. */
export async function refreshAfterAlbumDelete(queryClient: QueryClient, id: string): Promise<void> {
  await refreshAfterRecordDelete(queryClient, adminAlbumKeys, id, { refetch: [publicAlbumKeys.all] });
}
