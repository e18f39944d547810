import { familiesApi, MESSAGES, type PersonFields } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

export interface NewSpouse {
  treeId: string;
  personId: string;
  spouse: PersonFields;
  /** A separate family for this union, so its children are attributed to it. */
  createNewFamily: boolean;
}

/** POST /api/family/add-spouse. */
export async function addSpouse(input: NewSpouse) {
  const response = await callApi(
    familiesApi.addSpouse,
    { body: input },
    { fallbackMessage: TREE_FALLBACK.structure },
  );
  return { ...response.data, message: response.message ?? MESSAGES.spouseAdded };
}
