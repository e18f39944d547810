import { eventsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { publicEventKeys } from './cache.ts';

/** GET /api/public/events-in-month?dateTime: every occurrence of a solar month (`month` is `YYYY-MM`). */
export const fetchEventsInMonth = dataRead(eventsApi.inMonth, {
  request: (month: string) => ({ query: { dateTime: `${month}-01` } }),
  fallbackMessage: EVENTS_FALLBACK.month,
});

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
