import { treesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { readQuery } from '../../../lib/record-queries.ts';
import { TREE_FALLBACK } from '../texts.ts';

export const treeGraphKey = (treeId: string) => ['trees', 'graph', treeId] as const;

/** GET /api/tree-graph?id: the tree with every person, family and style needed to draw it. */
export async function fetchTreeGraph(treeId: string, signal?: AbortSignal) {
  const response = await callApi(
    treesApi.graph,
    { query: { id: treeId } },
    { fallbackMessage: TREE_FALLBACK.graph, signal },
  );
  return response.data;
}

/** The editor changes it; nothing else does behind its back often enough to poll. */
export const treeGraphQuery = readQuery(treeGraphKey, fetchTreeGraph, { staleTime: 60_000 });

export function useTreeGraph(treeId: string) {
  return useQuery(treeGraphQuery(treeId));
}
