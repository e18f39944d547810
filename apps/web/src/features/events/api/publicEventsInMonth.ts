import { type EventOccurrence, eventsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { publicEventKeys } from './cache.ts';

/** GET /api/public/events-in-month?dateTime: every occurrence of a solar month (`month` is `YYYY-MM`). */
export async function fetchEventsInMonth(month: string, signal?: AbortSignal): Promise<EventOccurrence[]> {
  const response = await callApi(
    eventsApi.inMonth,
    { query: { dateTime: `${month}-01` } },
    { fallbackMessage: EVENTS_FALLBACK.month, signal },
  );
  return response.data;
}

export const eventsInMonthQuery = (domain: string, month: string) =>
  queryOptions({
    queryKey: publicEventKeys.month(domain, month),
    queryFn: ({ signal }) => fetchEventsInMonth(month, signal),
    staleTime: 60_000,
    // The grid of the next month shows at once; its markers follow when they arrive.
    placeholderData: keepPreviousData,
  });

export function useEventsInMonth(month: string) {
  return useQuery(eventsInMonthQuery(useCurrentDomain(), month));
}
