import { lifeEventsApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { LIFE_EVENTS_FALLBACK } from '../texts.ts';
import { refreshLifeEvents } from './cache.ts';

/** DELETE /api/life-event/:id (admin) */
const deleteLifeEvent = messageMutation(lifeEventsApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.delete,
  successMessage: MESSAGES.lifeEventDeleted,
});

export function useDeleteLifeEvent() {
  return useApiMutation(deleteLifeEvent, (queryClient) => refreshLifeEvents(queryClient));
}
