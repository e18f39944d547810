import { type Person, personsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { EVENTS_FALLBACK } from '../texts.ts';

export const PERSON_PICKER_LIMIT = 20;

/** GET /api/person/search (search, limit, offset): the clan's persons whose name matches, any spelling. */
export async function searchPersons(search: string, signal?: AbortSignal): Promise<Person[]> {
  const response = await callApi(
    personsApi.search,
    { query: { search, limit: PERSON_PICKER_LIMIT, offset: 0 } },
    { fallbackMessage: EVENTS_FALLBACK.persons, signal },
  );
  return response.data;
}

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
