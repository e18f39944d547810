import { MESSAGES, type Tree, treesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { treeKeys } from './cache.ts';

/** GET /api/tree?id: one tree of the clan (404 'Không tìm thấy cây gia phả' otherwise). */
export async function getTree(id: string, signal?: AbortSignal): Promise<Tree> {
  const response = await callApi(
    treesApi.get,
    { query: { id } },
    { fallbackMessage: MESSAGES.treeFetchFailed, signal },
  );
  return response.data;
}

export const treeQuery = (id: string) =>
  queryOptions({
    queryKey: treeKeys.detail(id),
    queryFn: ({ signal }) => getTree(id, signal),
  });

export function useTree(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...treeQuery(id), enabled: options.enabled ?? true });
}
