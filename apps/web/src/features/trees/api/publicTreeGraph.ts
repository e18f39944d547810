import { expandCompactTreeGraph, MESSAGES, type PublicTreeGraph, treesApi } from '@giapha/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { publicTreeKeys } from './publicTrees.ts';

const getCompactGraph = dataRead(treesApi.publicGraphCompact, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: MESSAGES.treeFetchFailed,
});

/**
 * GET /api/public/tree-graph/compact?id: a public tree with its persons and families as a visitor may
 * see them (no contacts or notes; a living person's birth as its year only), fetched in columns — half
 * the bytes of the plain graph, checked per column — and expanded for the canvas.
 */
export async function getPublicTreeGraph(id: string, signal?: AbortSignal): Promise<PublicTreeGraph> {
  return expandCompactTreeGraph(await getCompactGraph(id, signal));
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
