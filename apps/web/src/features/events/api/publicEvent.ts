import { eventsApi, MESSAGES } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { publicEventKeys } from './cache.ts';

/** GET /api/public/event/{slug}: one event with its sanitized description (404 otherwise). */
export const fetchPublicEvent = dataRead(eventsApi.getPublic, {
  request: (slug: string) => ({ params: { slug } }),
  fallbackMessage: MESSAGES.eventNotFound,
});

export const publicEventQuery = (domain: string, slug: string) =>
  queryOptions({
    queryKey: publicEventKeys.detail(domain, slug),
    queryFn: ({ signal }) => fetchPublicEvent(slug, signal),
    staleTime: 60_000,
  });

export function usePublicEvent(slug: string) {
  return useQuery(publicEventQuery(useCurrentDomain(), slug));
}
