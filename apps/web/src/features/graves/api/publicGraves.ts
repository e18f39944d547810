import { gravesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { GRAVES_FALLBACK } from '../texts.ts';
import { publicGraveKeys } from './cache.ts';

/** GET /api/public/graves: the graves visitors may see, by area. */
export const fetchPublicGraves = dataRead(gravesApi.listPublic, {
  request: (_: undefined) => ({}),
  fallbackMessage: GRAVES_FALLBACK.publicList,
});

export const publicGravesQuery = (domain: string) =>
  queryOptions({
    queryKey: publicGraveKeys.list(domain),
    queryFn: ({ signal }) => fetchPublicGraves(undefined, signal),
    staleTime: 60_000,
  });

export function usePublicGraves() {
  return useQuery(publicGravesQuery(useCurrentDomain()));
}
