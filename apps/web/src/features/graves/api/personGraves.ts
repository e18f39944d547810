import { gravesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { GRAVES_FALLBACK } from '../texts.ts';
import { graveKeys } from './cache.ts';

/** GET /api/person/{id}/graves (members): the person's graves, in order. */
export const fetchPersonGraves = dataRead(gravesApi.listOfPerson, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: GRAVES_FALLBACK.list,
});

export const personGravesQuery = readQuery(graveKeys.ofPerson, fetchPersonGraves);

export function usePersonGraves(personId: string, enabled = true) {
  return useQuery({ ...personGravesQuery(personId), enabled });
}
