import { type CreateEventBody, eventsApi, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { type EventChange, refreshAfterEventChange } from './cache.ts';

/** POST /api/event (admin): a blank slug is made from the title; a slug in use is 409 on `slug`. */
export const createEvent = recordMutation(eventsApi.create, {
  request: (body: CreateEventBody) => ({ body }),
  fallbackMessage: EVENTS_FALLBACK.create,
  successMessage: MESSAGES.eventCreated,
  answer: (event, message): EventChange => ({ event, message }),
});

export function useCreateEvent() {
  return useApiMutation(createEvent, (queryClient, { event }) => refreshAfterEventChange(queryClient, event));
}
