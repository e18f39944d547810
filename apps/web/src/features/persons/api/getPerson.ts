import { personsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { personKeys } from './cache.ts';

/** GET /api/person?id: one person of the clan (404 'Không tìm thấy người này trong gia phả' otherwise). */
export const getPerson = dataRead(personsApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: PERSONS_FALLBACK.get,
});

export const personQuery = readQuery(personKeys.detail, getPerson);

export function usePerson(id: string) {
  return useQuery(personQuery(id));
}
