import { type EventListItem, eventsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
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
      limit: params.limit,
      offset: params.offset,
      search: params.search,
      calendar: params.calendar,
    },
  }),
  fallbackMessage: EVENTS_FALLBACK.list,
  page: (events, total): AdminEventPage => ({ events, total }),
});

export const adminEventsQuery = (params: AdminEventListParams) =>
  queryOptions({
    queryKey: adminEventKeys.list(params),
    queryFn: ({ signal }) => listAdminEvents(params, signal),
    // The table keeps its rows while the next page, search or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminEvents(params: AdminEventListParams) {
  return useQuery(adminEventsQuery(params));
}
