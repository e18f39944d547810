import type { ApiRouteDef, RouteResponse } from '@giapha/contract';
import type { z } from 'zod';
import { type ApiInput, callApi } from './api.ts';

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
