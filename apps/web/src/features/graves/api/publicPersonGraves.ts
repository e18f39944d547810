import { gravesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { GRAVES_FALLBACK } from '../texts.ts';
import { publicGraveKeys } from './cache.ts';

/** GET /api/public/person/{id}/graves: a public person's graves (404 for anyone visitors may not see). */
export const fetchPublicPersonGraves = dataRead(gravesApi.listOfPublicPerson, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: GRAVES_FALLBACK.list,
});

export const publicPersonGravesQuery = (domain: string, personId: string) =>
  queryOptions({
    queryKey: publicGraveKeys.ofPerson(domain, personId),
    queryFn: ({ signal }) => fetchPublicPersonGraves(personId, signal),
    staleTime: 60_000,
  });

export function usePublicPersonGraves(personId: string) {
  return useQuery(publicPersonGravesQuery(useCurrentDomain(), personId));
}
