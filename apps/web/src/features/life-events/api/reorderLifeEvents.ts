import { lifeEventsApi, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { LIFE_EVENTS_FALLBACK } from '../texts.ts';
import { lifeEventKeys } from './cache.ts';

/** PUT /api/person/:id/events/reorder (admin): the person's undated events, in their new order. */
const reorderLifeEvents = recordMutation(lifeEventsApi.reorderOfPerson, {
  request: ({ personId, ids }: { personId: string; ids: string[] }) => ({
    params: { id: personId },
    body: { ids },
  }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.reorder,
  successMessage: MESSAGES.lifeEventsReordered,
  answer: (events, message) => ({ events, message }),
});

export function useReorderLifeEvents() {
  return useApiMutation(reorderLifeEvents, async (queryClient, { events }, { personId }) => {
    queryClient.setQueryData(lifeEventKeys.ofPerson(personId), events);
  });
}
