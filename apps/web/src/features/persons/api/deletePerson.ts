import { MESSAGES, personsApi } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { refreshAfterPersonDelete } from './cache.ts';

/**
 * DELETE /api/person/{id}: the person leaves every family and every tree of the clan; families left
 * with nobody go too. Answers the server's message.
 */
export const deletePerson = messageMutation(personsApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: PERSONS_FALLBACK.delete,
  successMessage: MESSAGES.personDeleted,
});

export function useDeletePerson() {
  return useDeleteMutation(deletePerson, refreshAfterPersonDelete);
}
