import { type CreateTreeBody, MESSAGES, treesApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { refreshTreesAfterChange, type TreeChange } from './cache.ts';

export const CREATE_TREE_FALLBACK = 'Không thể tạo cây gia phả';

/** POST /api/tree: a new, empty original tree. */
export async function createTree(body: CreateTreeBody): Promise<TreeChange> {
  const response = await callApi(treesApi.create, { body }, { fallbackMessage: CREATE_TREE_FALLBACK });
  return { tree: response.data, message: response.message ?? MESSAGES.treeCreated };
}

export function useCreateTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTree,
    onSuccess: ({ tree }) => refreshTreesAfterChange(queryClient, tree),
  });
}
