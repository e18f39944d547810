import { eventsApi, MESSAGES, type UpdateEventBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { type EventChange, refreshAfterEventChange } from './cache.ts';

export interface UpdateEventInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateEventBody;
}

/** PUT /api/event/{id} (admin) */
export const updateEvent = recordMutation(eventsApi.update, {
  request: ({ id, changes }: UpdateEventInput) => ({ params: { id }, body: changes }),
  fallbackMessage: EVENTS_FALLBACK.update,
  successMessage: MESSAGES.eventUpdated,
  answer: (event, message): EventChange => ({ event, message }),
});

export function useUpdateEvent() {
  return useApiMutation(updateEvent, (queryClient, { event }) => refreshAfterEventChange(queryClient, event));
}
