import { MESSAGES, treesApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { refreshTreesAfterDelete } from './cache.ts';

export const DELETE_TREE_FALLBACK = 'Không thể xóa cây gia phả';

/**
 * DELETE /api/tree/{id}; answers the server's message. Families and persons shared with another tree
 * stay; those only this tree showed go with it, and split trees made from it become trees of their own.
 */
export async function deleteTree(id: string): Promise<string> {
  const response = await callApi(
    treesApi.remove,
    { params: { id } },
    { fallbackMessage: DELETE_TREE_FALLBACK },
  );
  return response.message || MESSAGES.treeDeleted;
}

export function useDeleteTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTree,
    onSuccess: (_message, id) => refreshTreesAfterDelete(queryClient, id),
  });
}
