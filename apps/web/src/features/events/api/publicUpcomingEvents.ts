import { type EventOccurrence, eventsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { publicEventKeys } from './cache.ts';

export interface UpcomingEventsParams {
  limit: number;
  offset: number;
  /** `YYYY-MM-DD`; the server's today (Vietnam time) when left out. */
  from?: string;
}

export interface OccurrencePage {
  occurrences: EventOccurrence[];
  total: number;
}

/** GET /api/public/events: the next occurrences (events and giỗ of public trees), soonest first. */
export const fetchUpcomingEvents = pageRead(eventsApi.upcomingPublic, {
  request: (params: UpcomingEventsParams) => ({
    query: { limit: params.limit, offset: params.offset, from: params.from },
  }),
  fallbackMessage: EVENTS_FALLBACK.upcoming,
  page: (occurrences, total): OccurrencePage => ({ occurrences, total }),
});

export const upcomingEventsQuery = (domain: string, params: UpcomingEventsParams) =>
  queryOptions({
    queryKey: publicEventKeys.upcoming(domain, params),
    queryFn: ({ signal }) => fetchUpcomingEvents(params, signal),
    staleTime: 60_000,
  });

export function useUpcomingEvents(params: UpcomingEventsParams) {
  return useQuery(upcomingEventsQuery(useCurrentDomain(), params));
}
