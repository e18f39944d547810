import { type EventListItem, eventsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { refreshAfterEventDelete } from './cache.ts';

export type DeleteEventInput = Pick<EventListItem, 'id'>;

/** DELETE /api/event/{id} (admin): answers the server's message. */
export async function deleteEvent({ id }: DeleteEventInput): Promise<string> {
  const response = await callApi(
    eventsApi.remove,
    { params: { id } },
    { fallbackMessage: EVENTS_FALLBACK.delete },
  );
  return response.message || MESSAGES.eventDeleted;
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_message, { id }) => refreshAfterEventDelete(queryClient, id),
  });
}
