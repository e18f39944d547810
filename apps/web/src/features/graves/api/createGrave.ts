import { type CreateGraveBody, type Grave, gravesApi, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { GRAVES_FALLBACK } from '../texts.ts';
import { refreshAfterGraveChange } from './cache.ts';

export interface CreateGraveInput {
  personId: string;
  grave: CreateGraveBody;
}

export interface GraveChange {
  grave: Grave;
  message: string;
}

/** POST /api/person/{id}/grave (admin) */
export const createGrave = recordMutation(gravesApi.create, {
  request: ({ personId, grave }: CreateGraveInput) => ({ params: { id: personId }, body: grave }),
  fallbackMessage: GRAVES_FALLBACK.create,
  successMessage: MESSAGES.graveCreated,
  answer: (grave, message): GraveChange => ({ grave, message }),
});

export function useCreateGrave() {
  return useApiMutation(createGrave, (queryClient, { grave }) =>
    refreshAfterGraveChange(queryClient, grave.personId),
  );
}
