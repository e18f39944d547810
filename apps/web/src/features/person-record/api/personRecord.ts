import { personRecordApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { PERSON_RECORD_TEXTS } from '../texts.ts';
import { personRecordKeys } from './cache.ts';

/** GET /api/public/person/{id}: the record visitors may read (404 off the public trees). */
export const fetchPersonRecord = dataRead(personRecordApi.get, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: PERSON_RECORD_TEXTS.loadFailed,
});

export const personRecordQuery = (domain: string, id: string) =>
  queryOptions({
    queryKey: personRecordKeys.detail(domain, id),
    queryFn: ({ signal }) => fetchPersonRecord(id, signal),
    staleTime: 60_000,
    // The page's title (the tab, the public detail shell) is the person's name.
    select: (record) => ({ ...record, title: record.name }),
  });

export function usePersonRecord(id: string) {
  return useQuery(personRecordQuery(useCurrentDomain(), id));
}
