import { MESSAGES, personsApi } from '@giapha/contract';
import { messageMutation } from '../../../lib/record-mutations.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** DELETE /api/person/{id}: the person leaves every family and tree of the clan. */
export const deleteTreePerson = messageMutation(personsApi.remove, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: TREE_FALLBACK.deletePerson,
  successMessage: MESSAGES.personDeleted,
});
