import { MESSAGES, treesApi } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { refreshTreesAfterDelete } from './cache.ts';

export const DELETE_TREE_FALLBACK = 'Không thể xóa cây gia phả';

/**
 * DELETE /api/tree/{id}; answers the server's message. Families and persons shared with another tree
 * stay; those only this tree showed go with it, and split trees made from it become trees of their own.
 */
export const deleteTree = messageMutation(treesApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: DELETE_TREE_FALLBACK,
  successMessage: MESSAGES.treeDeleted,
});

export function useDeleteTree() {
  return useDeleteMutation(deleteTree, refreshTreesAfterDelete);
}
