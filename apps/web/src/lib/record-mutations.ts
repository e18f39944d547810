import type { ApiRouteDef, RouteResponse } from '@giapha/contract';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiInput, callApi } from './api.ts';

/** A write answering the record as saved (`data`) and maybe the server's message. */
type RecordRoute = ApiRouteDef & {
  readonly response: z.ZodType<{ data: unknown; message?: string | undefined }>;
};

/** A write answering at most a message (a delete, a reorder). */
type MessageRoute = ApiRouteDef & { readonly response: z.ZodType<{ message?: string | undefined }> };

/** One feature's call of a write route: what it sends, and the messages for failure and success. */
export interface MutationSpec<D extends ApiRouteDef, I> {
  /** The route's parameters, query and body, made from what the page passes. */
  request: (input: I) => ApiInput<D>;
  /** Shown when the call fails without a message from the server (spec §8). */
  fallbackMessage: string;
  /** Shown when the server answers without a message. */
  successMessage: string;
}

async function send<D extends MessageRoute, I>(route: D, spec: MutationSpec<D, I>, input: I) {
  const response = await callApi(route, spec.request(input), { fallbackMessage: spec.fallbackMessage });
  // An empty message counts as none.
  return { response, message: response.message || spec.successMessage };
}

/**
 * The function of a write that answers the saved record:
 * `recordMutation(eventsApi.update, { request, fallbackMessage, successMessage, answer: (event, message) => ({ event, message }) })`.
 */
export function recordMutation<D extends RecordRoute, I, R>(
  route: D,
  spec: MutationSpec<D, I> & {
    /** The feature's result from the saved record and the message to show. */
    answer: (record: RouteResponse<D>['data'], message: string) => R;
  },
): (input: I) => Promise<R> {
  return async (input) => {
    const { response, message } = await send(route, spec, input);
    return spec.answer(response.data, message);
  };
}

/** The function of a write whose result is the message to show (a delete, a reorder). */
export function messageMutation<D extends MessageRoute, I>(
  route: D,
  spec: MutationSpec<D, I>,
): (input: I) => Promise<string> {
  return async (input) => (await send(route, spec, input)).message;
}

/**
 * A feature's `useXxx()` mutation hook: `refresh` brings the query cache up to date after a success
 * (the mutation settles once it is done).
 */
export function useApiMutation<I, R>(
  mutationFn: (input: I) => Promise<R>,
  refresh: (queryClient: QueryClient, result: R, input: I) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result: R, input: I) => refresh(queryClient, result, input),
  });
}

/**
 * A delete's `useXxx()` hook: `refresh` gets what the page deleted (an id, or the record) once the
 * server answered: `useDeleteMutation(deleteAdminAlbum, refreshAfterAlbumDelete)`.
 */
export function useDeleteMutation<I>(
  mutationFn: (input: I) => Promise<string>,
  refresh: (queryClient: QueryClient, deleted: I) => Promise<unknown>,
) {
  return useApiMutation(mutationFn, (queryClient, _message, deleted) => refresh(queryClient, deleted));
}

/** Where an optimistic reorder keeps its list, and what refreshes after it. */
export interface ReorderCache<R, T> {
  /** The query holding the list in its order. */
  listKey: QueryKey;
  /** The feature's queries a fetch under way must not overwrite the new order in. */
  cancelKey: QueryKey;
  /** The list in the order the server saved, from its answer. */
  saved: (result: R) => T[];
  /** Queries fetched again once saved (visitors' pages). */
  refetchKey: QueryKey;
}

/**
 * An optimistic reorder: the list shows the new order at once; if the server refuses it goes back to
 * what it was, else it takes the server's order and `refetchKey` refreshes.
 */
export function useOptimisticReorder<T, R>(
  mutationFn: (items: T[]) => Promise<R>,
  { listKey, cancelKey, saved, refetchKey }: ReorderCache<R, T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (items: T[]) => {
      await queryClient.cancelQueries({ queryKey: cancelKey });
      const previous = queryClient.getQueryData<T[]>(listKey);
      queryClient.setQueryData(listKey, items);
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(listKey, saved(result));
      await queryClient.invalidateQueries({ queryKey: refetchKey });
    },
  });
}
