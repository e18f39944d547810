import { personsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { EVENTS_FALLBACK } from '../texts.ts';

export const PERSON_PICKER_LIMIT = 20;

/** GET /api/person/search (search, limit, offset): the clan's persons whose name matches, any spelling. */
export const searchPersons = dataRead(personsApi.search, {
  request: (search: string) => ({ query: { search, limit: PERSON_PICKER_LIMIT, offset: 0 } }),
  fallbackMessage: EVENTS_FALLBACK.persons,
});

export const personSearchQuery = (search: string) =>
  queryOptions({
    // Under 'persons': an edited person's new death date shows in the picker.
    queryKey: ['persons', 'search', search] as const,
    queryFn: ({ signal }) => searchPersons(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function usePersonSearch(search: string, enabled: boolean) {
  return useQuery({ ...personSearchQuery(search), enabled });
}
