import { type EventOccurrence, eventsApi } from '@giapha/contract';
import { pageRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
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

export const upcomingEventsQuery = publicQuery(publicEventKeys.upcoming, fetchUpcomingEvents);

export function useUpcomingEvents(params: UpcomingEventsParams) {
  return usePublicQuery(upcomingEventsQuery, params);
}
