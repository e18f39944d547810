import { type KinshipRegion, type MyKinship, personLinksApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { PERSON_LINKS_FALLBACK } from '../texts.ts';
import { personLinkKeys } from './cache.ts';

/** GET /api/me/kinship/{id}: xưng hô between the member's person and this one, over the clan's records. */
export const getMyKinship = dataRead(personLinksApi.myKinship, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: PERSON_LINKS_FALLBACK.kinship,
});

/** Asked only once the member is known to be linked (`enabled`). */
export function useMyKinshipQuery(personId: string, region: KinshipRegion, enabled: boolean) {
  return useQuery({
    queryKey: personLinkKeys.kinship(personId, region),
    queryFn: ({ signal }): Promise<MyKinship> => getMyKinship(personId, signal),
    enabled,
    staleTime: 60_000,
  });
}
