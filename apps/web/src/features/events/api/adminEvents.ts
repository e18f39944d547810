import { type EventListItem, eventsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { type AdminEventListParams, adminEventKeys } from './cache.ts';

export interface AdminEventPage {
  events: EventListItem[];
  total: number;
}

/** GET /api/events (admin): one page of the clan's events; `search` ignores case and diacritics. */
export const listAdminEvents = pageRead(eventsApi.list, {
  request: (params: AdminEventListParams) => ({
    query: {
      ...searchPageQuery(params),
      calendar: params.calendar,
    },
  }),
  fallbackMessage: EVENTS_FALLBACK.list,
  page: (events, total): AdminEventPage => ({ events, total }),
});

export const adminEventsQuery = listQuery(adminEventKeys.list, listAdminEvents);

export function useAdminEvents(params: AdminEventListParams) {
  return useQuery(adminEventsQuery(params));
}
