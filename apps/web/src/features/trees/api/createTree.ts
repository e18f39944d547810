import { type CreateTreeBody, MESSAGES, treesApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { refreshTreesAfterChange, type TreeChange } from './cache.ts';

export const CREATE_TREE_FALLBACK = 'Không thể tạo cây gia phả';

/** POST /api/tree: a new, empty original tree. */
export const createTree = recordMutation(treesApi.create, {
  request: (body: CreateTreeBody) => ({ body }),
  fallbackMessage: CREATE_TREE_FALLBACK,
  successMessage: MESSAGES.treeCreated,
  answer: (tree, message): TreeChange => ({ tree, message }),
});

export function useCreateTree() {
  return useApiMutation(createTree, (queryClient, { tree }) => refreshTreesAfterChange(queryClient, tree));
}
