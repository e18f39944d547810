import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../lib/search-delay.ts';
import { type UpdateFilters, useUrlFilters } from '../../lib/url-filters.ts';

/** `?page=` as the pager counts: a whole number from 1, else the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The values a filter parameter may take: a zod schema (`safeParse`), or the list of them. */
export type ParamValues<T> = { safeParse: (value: unknown) => { success: boolean; data?: T } } | readonly T[];

/** A filter from the address (`?state=draft`) when it is one the list knows, else none (a stale or mistyped link). */
export function listParam<T>(
  list: Pick<ListPage, 'searchParams'>,
  name: string,
  values: ParamValues<T>,
): T | undefined {
  const value = list.searchParams.get(name);
  if ('safeParse' in values) {
    const parsed = values.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }
  return values.find((known) => known === value);
}

export interface ListPage {
  /** The address's parameters, for a page's own filters. */
  searchParams: URLSearchParams;
  updateFilters: UpdateFilters;
  page: number;
  pageSize: number;
  /** The page asked of the server. */
  range: { limit: number; offset: number };
  /** The page with the search (none while blank): what a searched list asks of the server. */
  searchedRange: { limit: number; offset: number; search: string | undefined };
  /** `?q=` (or the page's own search parameter), trimmed: what the server searched for. */
  search: string;
  /** The search box: typed text shows at once, the address (and the server) follows after a pause. */
  searchField: { value: string; onChange: (text: string) => void; onClear: () => void };
  /** Empties the search box and drops `q`, the page and the filters named. */
  clearFilters: (filterKeys: readonly string[]) => void;
  changePage: (page: number) => void;
}

/**
 * The state of a searched, paged list whose search and page live in the address
 * (`?q=`, `?page=`), so other pages can link to them and Back keeps them. The public pages name
 * their search `?search=` (`searchParam`).
 */
export function useListPage(pageSize: number, searchParam = 'q'): ListPage {
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get(searchParam)?.trim() ?? '';
  const [searchInput, setSearchInput] = useState(search);

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ [searchParam]: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const clearFilters = (filterKeys: readonly string[]) => {
    setSearchInput('');
    applySearch.cancel();
    const cleared: Record<string, undefined> = { [searchParam]: undefined, page: undefined };
    for (const key of filterKeys) cleared[key] = undefined;
    updateFilters(cleared);
  };

  return {
    searchParams,
    updateFilters,
    page,
    pageSize,
    range: { limit: pageSize, offset: (page - 1) * pageSize },
    searchedRange: { limit: pageSize, offset: (page - 1) * pageSize, search: search || undefined },
    search,
    searchField: {
      value: searchInput,
      onChange: (text) => {
        setSearchInput(text);
        applySearch(text);
      },
      onClear: () => clearFilters([]),
    },
    clearFilters,
    changePage: (next) => updateFilters({ page: next > 1 ? String(next) : undefined }),
  };
}

/** What a list page needs of its query (a TanStack `useQuery` result fits). */
export interface ListQuery<TData> {
  data: TData | undefined;
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

/** A list page's state, its query, and the rows of the page shown with the total: what ListPageShell shows. */
export interface Listing<TRecord, TQuery> {
  list: ListPage;
  query: TQuery;
  records: TRecord[];
  total: number;
}

/**
 * The rows of the page shown and the total, and when the last rows of a page were deleted (or the
 * address named a page too far), a move to the last page.
 */
export function useListRecords<TData extends { total: number }, TRecord, TQuery extends ListQuery<TData>>(
  list: ListPage,
  query: TQuery & ListQuery<TData>,
  recordsOf: (data: TData) => TRecord[],
): Listing<TRecord, TQuery> {
  const records = query.data ? recordsOf(query.data) : [];
  const total = query.data?.total ?? 0;
  useStayWithinPages(query, { page: list.page, setPage: list.changePage, total, pageSize: list.pageSize });
  return { list, query, records, total };
}

/** Rows left the page shown (deleted, moved elsewhere) or it is past the end: go to the last page there is. */
export function useStayWithinPages(
  query: Omit<ListQuery<unknown>, 'data'>,
  {
    page,
    setPage,
    total,
    pageSize,
  }: { page: number; setPage: (page: number) => void; total: number; pageSize: number },
) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) setPage(lastPage);
  }, [pageTooFar, lastPage, setPage]);
}
