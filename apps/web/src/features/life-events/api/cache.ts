import type { LifeEvent } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Every life events query starts with 'life-events': one invalidation refreshes a person's and a family's lists. */
export const lifeEventKeys = {
  all: ['life-events'] as const,
  ofPerson: (personId: string) => ['life-events', 'person', personId] as const,
  ofFamily: (familyId: string) => ['life-events', 'family', familyId] as const,
  familiesOfPerson: (personId: string) => ['life-events', 'person-families', personId] as const,
};

/** What a write of one event answers: the event as saved and the server's message. */
export interface LifeEventChange {
  event: LifeEvent;
  message: string;
}

/** After any change: the lists are fetched again (an event moves in time when its date changes). */
export async function refreshLifeEvents(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: lifeEventKeys.all });
}
