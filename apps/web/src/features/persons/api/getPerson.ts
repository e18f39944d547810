import { type Person, personsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { personKeys } from './cache.ts';

/** GET /api/person?id: one person of the clan (404 'Không tìm thấy người này trong gia phả' otherwise). */
export async function getPerson(id: string, signal?: AbortSignal): Promise<Person> {
  const response = await callApi(
    personsApi.get,
    { query: { id } },
    { fallbackMessage: PERSONS_FALLBACK.get, signal },
  );
  return response.data;
}

export const personQuery = (id: string) =>
  queryOptions({
    queryKey: personKeys.detail(id),
    queryFn: ({ signal }) => getPerson(id, signal),
  });

export function usePerson(id: string) {
  return useQuery(personQuery(id));
}
