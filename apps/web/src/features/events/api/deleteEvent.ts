import { type EventListItem, eventsApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { refreshAfterEventDelete } from './cache.ts';

export type DeleteEventInput = Pick<EventListItem, 'id'>;

/** DELETE /api/event/{id} (admin): answers the server's message. */
export const deleteEvent = messageMutation(eventsApi.remove, {
  request: ({ id }: DeleteEventInput) => ({ params: { id } }),
  fallbackMessage: EVENTS_FALLBACK.delete,
  successMessage: MESSAGES.eventDeleted,
});

export function useDeleteEvent() {
  return useApiMutation(deleteEvent, (queryClient, _message, { id }) =>
    refreshAfterEventDelete(queryClient, id),
  );
}
