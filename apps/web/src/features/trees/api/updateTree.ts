import { MESSAGES, treesApi, type UpdateTreeBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { refreshTreesAfterChange, type TreeChange } from './cache.ts';

export const UPDATE_TREE_FALLBACK = 'Không thể cập nhật cây gia phả';

export interface UpdateTreeInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateTreeBody;
}

/** PUT /api/tree?id: name, description, public or not, spouses shown or not. */
export const updateTree = recordMutation(treesApi.update, {
  request: ({ id, changes }: UpdateTreeInput) => ({ query: { id }, body: changes }),
  fallbackMessage: UPDATE_TREE_FALLBACK,
  successMessage: MESSAGES.treeUpdated,
  answer: (tree, message): TreeChange => ({ tree, message }),
});

export function useUpdateTree() {
  return useApiMutation(updateTree, (queryClient, { tree }) => refreshTreesAfterChange(queryClient, tree));
}
