import type { Query, QueryKey } from '@tanstack/react-query';

/** One page of an admin list of records. */
export interface SearchPageParams {
  limit: number;
  offset: number;
  /** Any spelling: the server ignores case and diacritics. */
  search?: string;
}

/**
 * The query keys of one kind of record, all starting with `root`, so one invalidation of `all`
 * refreshes its lists and details: `recordKeys<AlbumListParams>('albums')`.
 */
export function recordKeys<Params>(root: string) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: (params: Params) => [root, 'list', params] as const,
    detail: (id: string) => [root, 'detail', id] as const,
  };
}

/** A predicate for `invalidateQueries` that leaves out the queries under `key` (a record just saved). */
export function exceptUnder(key: QueryKey): (query: Query) => boolean {
  return (query) => !key.every((part, index) => query.queryKey[index] === part);
}
