import { splitTreesApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** GET /api/tree/{treeId}/split-tree/{personId}: the split tree a person heads, made from this tree. */
export async function splitTreeOfPerson(treeId: string, personId: string) {
  const response = await callApi(
    splitTreesApi.splitTreeOfPersonInTree,
    { params: { treeId, personId } },
    { fallbackMessage: TREE_FALLBACK.graph },
  );
  return response.data;
}
