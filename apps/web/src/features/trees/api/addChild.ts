import { familiesApi, MESSAGES, type NewChild } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

export interface ParentsInTree {
  treeId: string;
  fatherId: string | null;
  motherId: string | null;
}

/** POST /api/family/add-child: a new child of a couple (the family is made when there is none). */
export async function addChild(parents: ParentsInTree, child: NewChild) {
  const response = await callApi(
    familiesApi.addChild,
    { body: { ...parents, child } },
    { fallbackMessage: TREE_FALLBACK.structure },
  );
  return { ...response.data, message: response.message ?? MESSAGES.childAdded };
}
