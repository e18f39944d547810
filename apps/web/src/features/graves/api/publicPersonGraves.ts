import { gravesApi } from '@giapha/contract';
import { dataRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { GRAVES_FALLBACK } from '../texts.ts';
import { publicGraveKeys } from './cache.ts';

/** GET /api/public/person/{id}/graves: a public person's graves (404 for anyone visitors may not see). */
export const fetchPublicPersonGraves = dataRead(gravesApi.listOfPublicPerson, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: GRAVES_FALLBACK.list,
});

export const publicPersonGravesQuery = publicQuery(publicGraveKeys.ofPerson, fetchPublicPersonGraves);

export function usePublicPersonGraves(personId: string) {
  return usePublicQuery(publicPersonGravesQuery, personId);
}
