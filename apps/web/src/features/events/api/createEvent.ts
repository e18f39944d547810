import { type CreateEventBody, eventsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { type EventChange, refreshAfterEventChange } from './cache.ts';

/** POST /api/event (admin): a blank slug is made from the title; a slug in use is 409 on `slug`. */
export async function createEvent(body: CreateEventBody): Promise<EventChange> {
  const response = await callApi(eventsApi.create, { body }, { fallbackMessage: EVENTS_FALLBACK.create });
  return { event: response.data, message: response.message ?? MESSAGES.eventCreated };
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: ({ event }) => refreshAfterEventChange(queryClient, event),
  });
}
