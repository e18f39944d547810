import { eventsApi, MESSAGES, type UpdateEventBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { type EventChange, refreshAfterEventChange } from './cache.ts';

export interface UpdateEventInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateEventBody;
}

/** PUT /api/event/{id} (admin) */
export async function updateEvent({ id, changes }: UpdateEventInput): Promise<EventChange> {
  const response = await callApi(
    eventsApi.update,
    { params: { id }, body: changes },
    { fallbackMessage: EVENTS_FALLBACK.update },
  );
  return { event: response.data, message: response.message ?? MESSAGES.eventUpdated };
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: ({ event }) => refreshAfterEventChange(queryClient, event),
  });
}
