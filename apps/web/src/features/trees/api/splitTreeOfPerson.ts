import { optionalTreeResponse } from '@giapha/contract';
import { apiRequest } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** GET /api/tree/{treeId}/split-tree/{personId}: the split tree a person heads, made from this tree. */
export async function splitTreeOfPerson(treeId: string, personId: string) {
  const response = await apiRequest(
    `/api/tree/${encodeURIComponent(treeId)}/split-tree/${encodeURIComponent(personId)}`,
    optionalTreeResponse,
    { fallbackMessage: TREE_FALLBACK.graph },
  );
  return response.data;
}
