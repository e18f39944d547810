import { eventsApi } from '@giapha/contract';
import { dataRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { publicEventKeys } from './cache.ts';

/** GET /api/public/events-in-month?dateTime: every occurrence of a solar month (`month` is `YYYY-MM`). */
export const fetchEventsInMonth = dataRead(eventsApi.inMonth, {
  request: (month: string) => ({ query: { dateTime: `${month}-01` } }),
  fallbackMessage: EVENTS_FALLBACK.month,
});

/** The grid of the next month shows at once; its markers follow when they arrive. */
export const eventsInMonthQuery = publicQuery(publicEventKeys.month, fetchEventsInMonth, {
  keepPrevious: true,
});

export function useEventsInMonth(month: string) {
  return usePublicQuery(eventsInMonthQuery, month);
}
