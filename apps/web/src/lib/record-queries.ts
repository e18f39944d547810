import type { ApiRouteDef, RouteResponse } from '@giapha/contract';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiInput, callApi } from './api.ts';
import { useCurrentDomain } from './tenant.ts';

/** A read answering `data`. */
type DataRoute = ApiRouteDef & { readonly response: z.ZodType<{ data: unknown }> };

/** A read answering one page of a list: its rows and how many match in all. */
type PageRoute = ApiRouteDef & { readonly response: z.ZodType<{ data: unknown; total: number }> };

/** One feature's call of a read route. */
export interface ReadSpec<D extends ApiRouteDef, I> {
  /** The route's parameters and query, made from what the page asks for. */
  request: (input: I) => ApiInput<D>;
  /** Shown when the call fails without a message from the server (spec §8). */
  fallbackMessage: string;
}

/** The fetch function of a read: `(input, signal?)` answers the route's `data`. */
export function dataRead<D extends DataRoute, I>(
  route: D,
  spec: ReadSpec<D, I>,
): (input: I, signal?: AbortSignal) => Promise<RouteResponse<D>['data']> {
  return async (input, signal) => {
    const response = await callApi(route, spec.request(input), {
      fallbackMessage: spec.fallbackMessage,
      signal,
    });
    return response.data;
  };
}

/** The fetch function of a list page: `(params, signal?)` answers `page(rows, total)`. */
export function pageRead<D extends PageRoute, I, R>(
  route: D,
  spec: ReadSpec<D, I> & { page: (rows: RouteResponse<D>['data'], total: number) => R },
): (params: I, signal?: AbortSignal) => Promise<R> {
  return async (params, signal) => {
    const response = await callApi(route, spec.request(params), {
      fallbackMessage: spec.fallbackMessage,
      signal,
    });
    return spec.page(response.data, response.total);
  };
}

/** A fetch function as `dataRead` and `pageRead` make them. */
export type Read<I, T> = (input: I, signal?: AbortSignal) => Promise<T>;

/** How long an answer counts as fresh, and whether the last answer shows while the next one loads. */
export interface QueryTiming {
  staleTime?: number;
  /** The table or cards keep what they show while the next page, search or filter loads. */
  keepPrevious?: boolean;
}

function timing({ staleTime, keepPrevious }: QueryTiming) {
  return {
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  };
}

/**
 * The query options of a read, keyed by what it reads:
 * `export const adminAlbumQuery = readQuery(adminAlbumKeys.detail, getAdminAlbum)`.
 */
export function readQuery<I, T, K extends QueryKey>(
  key: (input: I) => K,
  read: Read<I, T>,
  options: QueryTiming = {},
) {
  return (input: I) =>
    queryOptions({
      queryKey: key(input),
      queryFn: ({ signal }) => read(input, signal),
      ...timing(options),
    });
}

/** An admin list page's query: its rows stay while the next page, search or filter loads. */
export function listQuery<I, T, K extends QueryKey>(key: (params: I) => K, read: Read<I, T>) {
  return readQuery(key, read, { keepPrevious: true });
}

/** How long visitors' pages keep an answer before asking again. */
export const PUBLIC_STALE_TIME = 60_000;

/**
 * The query options of a visitors' read, keyed by the clan's domain and what it reads, fresh for a
 * minute unless told: `export const publicBlogQuery = publicQuery(publicBlogKeys.detail, fetchPublicBlog)`.
 */
export function publicQuery<I, T, K extends QueryKey>(
  key: (domain: string, input: I) => K,
  read: Read<I, T>,
  { staleTime = PUBLIC_STALE_TIME, keepPrevious }: QueryTiming = {},
) {
  return (domain: string, input: I) =>
    queryOptions({
      queryKey: key(domain, input),
      queryFn: ({ signal }) => read(input, signal),
      ...timing({ staleTime, keepPrevious }),
    });
}

/** A visitors' read on the current clan's site: `usePublicQuery(publicBlogQuery, slug)`. */
export function usePublicQuery<I, TQueryFnData, TData, K extends QueryKey>(
  query: (domain: string, input: I) => UseQueryOptions<TQueryFnData, Error, TData, K>,
  input: I,
): UseQueryResult<TData, Error> {
  return useQuery(query(useCurrentDomain(), input));
}

/**
 * The query options of a visitors' read of the whole site (its menu, its categories), keyed by the
 * clan's domain alone: `export const publicMenusQuery = siteQuery(publicMenuKeys.list, fetchPublicMenus)`.
 */
export function siteQuery<T, K extends QueryKey>(
  key: (domain: string) => K,
  read: (signal?: AbortSignal) => Promise<T>,
  { staleTime = PUBLIC_STALE_TIME, keepPrevious }: QueryTiming = {},
) {
  return (domain: string) =>
    queryOptions({
      queryKey: key(domain),
      queryFn: ({ signal }) => read(signal),
      ...timing({ staleTime, keepPrevious }),
    });
}

/** A read of the current clan's whole site: `useSiteQuery(publicMenusQuery)`. */
export function useSiteQuery<TQueryFnData, TData, K extends QueryKey>(
  query: (domain: string) => UseQueryOptions<TQueryFnData, Error, TData, K>,
): UseQueryResult<TData, Error> {
  return useQuery(query(useCurrentDomain()));
}
