import {
  compactTreeGraphChecked,
  expandCompactMemberTreeGraph,
  type TreeGraph,
  treesApi,
} from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { readQuery } from '../../../lib/record-queries.ts';
import { TREE_FALLBACK } from '../texts.ts';

export const treeGraphKey = (treeId: string) => ['trees', 'graph', treeId] as const;

/**
 * GET /api/tree-graph/compact?id: the tree with every person, family and style needed to draw and edit
 * it, fetched in columns, checked per column (`compactTreeGraphChecked`, not zod's pass over every
 * person) and expanded into the graph the editor and the canvas read.
 */
export async function fetchTreeGraph(treeId: string, signal?: AbortSignal): Promise<TreeGraph> {
  const route = treesApi.graphCompact;
  const response = await apiRequest(route.path, compactTreeGraphChecked, {
    method: route.method,
    query: { id: treeId },
    fallbackMessage: TREE_FALLBACK.graph,
    ...(signal ? { signal } : {}),
  });
  return expandCompactMemberTreeGraph(response.data);
}

/** The editor changes it; nothing else does behind its back often enough to poll. */
export const treeGraphQuery = readQuery(treeGraphKey, fetchTreeGraph, { staleTime: 60_000 });

export function useTreeGraph(treeId: string) {
  return useQuery(treeGraphQuery(treeId));
}
