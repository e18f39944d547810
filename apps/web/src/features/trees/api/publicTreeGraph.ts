import { MESSAGES, treesApi } from '@giapha/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { publicTreeKeys } from './publicTrees.ts';

/**
 * GET /api/public/tree-graph?id: a public tree with its persons and families as a visitor may see
 * them (no contacts or notes; a living person's birth as its year only).
 */
export const getPublicTreeGraph = dataRead(treesApi.publicGraph, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: MESSAGES.treeFetchFailed,
});

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
