import { MESSAGES, treesApi, type UpdateTreeBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { refreshTreesAfterChange, type TreeChange } from './cache.ts';

export const UPDATE_TREE_FALLBACK = 'Không thể cập nhật cây gia phả';

export interface UpdateTreeInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateTreeBody;
}

/** PUT /api/tree?id: name, description, public or not, spouses shown or not. */
export async function updateTree({ id, changes }: UpdateTreeInput): Promise<TreeChange> {
  const response = await callApi(
    treesApi.update,
    { query: { id }, body: changes },
    { fallbackMessage: UPDATE_TREE_FALLBACK },
  );
  return { tree: response.data, message: response.message ?? MESSAGES.treeUpdated };
}

export function useUpdateTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTree,
    onSuccess: ({ tree }) => refreshTreesAfterChange(queryClient, tree),
  });
}
