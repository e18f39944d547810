import { MESSAGES, personsApi, type UpdatePersonBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { type PersonChange, refreshAfterPersonChange } from './cache.ts';

export interface UpdatePersonInput {
  id: string;
  /** With a tree, a box change (x, y, width, height) is that tree's position; other fields are shared. */
  treeId?: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdatePersonBody;
}

/** PUT /api/person?id(&treeId) */
export const updatePerson = recordMutation(personsApi.update, {
  request: ({ id, treeId, changes }: UpdatePersonInput) => ({ query: { id, treeId }, body: changes }),
  fallbackMessage: PERSONS_FALLBACK.update,
  successMessage: MESSAGES.personUpdated,
  answer: (person, message): PersonChange => ({ person, message }),
});

export function useUpdatePerson() {
  return useApiMutation(updatePerson, (queryClient, { person }) =>
    refreshAfterPersonChange(queryClient, person),
  );
}
