import {
  compactPublicTreeGraphChecked,
  expandCompactTreeGraph,
  MESSAGES,
  type PublicTreeGraph,
  treesApi,
} from '@giapha/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { publicTreeKeys } from './publicTrees.ts';

/**
 * GET /api/public/tree-graph/compact?id: a public tree with its persons and families as a visitor may
 * see them (no contacts or notes; a living person's birth as its year only), fetched in columns — half
 * the bytes of the plain graph — checked per column (`compactPublicTreeGraphChecked`: a type check per
 * value, not zod's pass over every person, which cost a phone a quarter of a second) and expanded for
 * the canvas. The same request as `callApi(treesApi.publicGraphCompact, …)` makes (the server's HTML may
 * preload it).
 */
export async function getPublicTreeGraph(id: string, signal?: AbortSignal): Promise<PublicTreeGraph> {
  const route = treesApi.publicGraphCompact;
  const response = await apiRequest(route.path, compactPublicTreeGraphChecked, {
    method: route.method,
    query: { id },
    fallbackMessage: MESSAGES.treeFetchFailed,
    ...(signal ? { signal } : {}),
  });
  return expandCompactTreeGraph(response.data);
}

export const publicTreeGraphQuery = (id: string | null) =>
  queryOptions({
    queryKey: publicTreeKeys.graph(id ?? ''),
    queryFn: id ? ({ signal }) => getPublicTreeGraph(id, signal) : skipToken,
    // A large tree is a large download: kept while the visitor looks at other trees.
    staleTime: 5 * 60_000,
  });

/** The graph of one public tree; idle while `id` is null. */
export function usePublicTreeGraph(id: string | null) {
  return useQuery(publicTreeGraphQuery(id));
}
