import { familiesApi, MESSAGES, type PersonFields } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** POST /api/tree/create-person-family: a first ancestor (or a new root) heading a family on the tree. */
export async function createPersonFamily(treeId: string, personData: PersonFields) {
  const response = await callApi(
    familiesApi.createPersonFamily,
    { body: { treeId, personData } },
    { fallbackMessage: TREE_FALLBACK.structure },
  );
  return { ...response.data, message: response.message ?? MESSAGES.personCreated };
}
