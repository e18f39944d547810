import { MESSAGES, treesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { treeKeys } from './cache.ts';

/** GET /api/tree?id: one tree of the clan (404 'Không tìm thấy cây gia phả' otherwise). */
export const getTree = dataRead(treesApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: MESSAGES.treeFetchFailed,
});

export const treeQuery = readQuery(treeKeys.detail, getTree);

export function useTree(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...treeQuery(id), enabled: options.enabled ?? true });
}
