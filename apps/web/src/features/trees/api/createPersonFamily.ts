import { createPersonFamilyResponse, MESSAGES, type PersonFields } from '@giapha/contract';
import { apiRequest } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** POST /api/tree/create-person-family: a first ancestor (or a new root) heading a family on the tree. */
export async function createPersonFamily(treeId: string, personData: PersonFields) {
  const response = await apiRequest('/api/tree/create-person-family', createPersonFamilyResponse, {
    method: 'POST',
    body: { treeId, personData },
    fallbackMessage: TREE_FALLBACK.structure,
  });
  return { ...response.data, message: response.message ?? MESSAGES.personCreated };
}
