import { familiesApi, MESSAGES, type PersonFields } from '@giapha/contract';
import { recordMutation } from '../../../lib/record-mutations.ts';
import { TREE_FALLBACK } from '../texts.ts';

export interface NewSpouse {
  treeId: string;
  personId: string;
  spouse: PersonFields;
  /** A separate family for this union, so its children are attributed to it. */
  createNewFamily: boolean;
}

/** POST /api/family/add-spouse. */
export const addSpouse = recordMutation(familiesApi.addSpouse, {
  request: (input: NewSpouse) => ({ body: input }),
  fallbackMessage: TREE_FALLBACK.structure,
  successMessage: MESSAGES.spouseAdded,
  answer: (added, message) => ({ ...added, message }),
});
