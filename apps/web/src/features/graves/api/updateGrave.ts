import { gravesApi, MESSAGES, type UpdateGraveBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { GRAVES_FALLBACK } from '../texts.ts';
import { refreshAfterGraveChange } from './cache.ts';
import type { GraveChange } from './createGrave.ts';

export interface UpdateGraveInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateGraveBody;
}

/** PUT /api/grave/{id} (admin) */
export const updateGrave = recordMutation(gravesApi.update, {
  request: ({ id, changes }: UpdateGraveInput) => ({ params: { id }, body: changes }),
  fallbackMessage: GRAVES_FALLBACK.update,
  successMessage: MESSAGES.graveUpdated,
  answer: (grave, message): GraveChange => ({ grave, message }),
});

export function useUpdateGrave() {
  return useApiMutation(updateGrave, (queryClient, { grave }) =>
    refreshAfterGraveChange(queryClient, grave.personId),
  );
}
