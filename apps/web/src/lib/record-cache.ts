import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

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

/** The keys of one kind of record as `recordKeys` makes them (a feature may add its own). */
export interface RecordKeys {
  all: QueryKey;
  lists: () => QueryKey;
  detail: (id: string) => QueryKey;
}

/**
 * Which of a kind's own queries a write refreshes: its `lists`, `all` of them, or the `others` (all
 * but the record's own detail, which is known already or leaving).
 */
export type OwnQueries = 'lists' | 'all' | 'others';

/** Queries of other kinds a write refreshes too (each key a prefix). */
export interface OtherQueries {
  /** Fetched again. */
  refetch?: readonly QueryKey[];
  /** Only marked stale, fetched the next time they are used (a large tree graph an editor keeps current). */
  stale?: readonly QueryKey[];
}

/** Invalidates these queries (each key a prefix) at once: `refetch` fetched again, `stale` only marked. */
export function invalidateKeys(
  queryClient: QueryClient,
  { refetch = [], stale = [] }: OtherQueries,
): Promise<unknown> {
  return Promise.all([
    ...refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...stale.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  ]);
}

function invalidateOwn(queryClient: QueryClient, keys: RecordKeys, id: string, own: OwnQueries) {
  if (own === 'lists') return queryClient.invalidateQueries({ queryKey: keys.lists() });
  if (own === 'all') return queryClient.invalidateQueries({ queryKey: keys.all });
  return queryClient.invalidateQueries({ queryKey: keys.all, predicate: exceptUnder(keys.detail(id)) });
}

/**
 * After a record was created or changed: it is known under its detail key (`id`: what that key takes),
 * its kind's `own` queries (the `others` unless told) and `also` the other kinds' are fetched again.
 */
export async function refreshAfterRecordSave(
  queryClient: QueryClient,
  keys: RecordKeys,
  id: string,
  saved: unknown,
  { own = 'others', ...also }: OtherQueries & { own?: OwnQueries } = {},
): Promise<void> {
  queryClient.setQueryData(keys.detail(id), saved);
  await Promise.all([invalidateOwn(queryClient, keys, id, own), invalidateKeys(queryClient, also)]);
}

/** A deleted record's detail query: stopped, and dropped unless `keep`. */
export async function dropDetail(queryClient: QueryClient, queryKey: QueryKey, keep = false): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  if (!keep) queryClient.removeQueries({ queryKey });
}

/**
 * After a delete: its detail query stops and goes (stays, with `keepDetail`); its kind's `own` queries
 * (the `lists` unless told) and `also` the other kinds' are fetched again.
 */
export async function refreshAfterRecordDelete(
  queryClient: QueryClient,
  keys: RecordKeys,
  id: string,
  {
    own = 'lists',
    keepDetail = false,
    ...also
  }: OtherQueries & { own?: OwnQueries; keepDetail?: boolean } = {},
): Promise<void> {
  await dropDetail(queryClient, keys.detail(id), keepDetail);
  await Promise.all([invalidateOwn(queryClient, keys, id, own), invalidateKeys(queryClient, also)]);
}

/** What one page of a searched list sends: its range and search (the list's own filters follow). */
export function searchPageQuery({ limit, offset, search }: SearchPageParams): SearchPageParams {
  return { limit, offset, search };
}
