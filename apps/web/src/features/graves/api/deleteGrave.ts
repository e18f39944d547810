import { type Grave, gravesApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { GRAVES_FALLBACK } from '../texts.ts';
import { refreshAfterGraveChange } from './cache.ts';

export type DeleteGraveInput = Pick<Grave, 'id' | 'personId'>;

/** DELETE /api/grave/{id} (admin): answers the server's message. */
export const deleteGrave = messageMutation(gravesApi.remove, {
  request: ({ id }: DeleteGraveInput) => ({ params: { id } }),
  fallbackMessage: GRAVES_FALLBACK.delete,
  successMessage: MESSAGES.graveDeleted,
});

export function useDeleteGrave() {
  return useApiMutation(deleteGrave, (queryClient, _message, { personId }) =>
    refreshAfterGraveChange(queryClient, personId),
  );
}
