import { lifeEventsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';

/** GET /api/person/{id}/events: the person's life events, which a citation may back. */
export const getPersonEvents = dataRead(lifeEventsApi.listOfPerson, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: 'Không thể tải các sự kiện trong đời',
});

export const personEventsQuery = (personId: string) =>
  queryOptions({
    // Under the citations' key: a citation's form reads it fresh each time it opens.
    queryKey: ['citations', 'person-events', personId] as const,
    queryFn: ({ signal }) => getPersonEvents(personId, signal),
  });

export function usePersonEvents(personId: string, enabled: boolean) {
  return useQuery({ ...personEventsQuery(personId), enabled });
}
