import { eventsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { adminEventKeys } from './cache.ts';

/** GET /api/events/anniversaries?days: every giỗ of the clan's deceased in the next days, soonest first. */
export const fetchAnniversaries = dataRead(eventsApi.anniversaries, {
  request: (days: number) => ({ query: { days } }),
  fallbackMessage: EVENTS_FALLBACK.anniversaries,
});

export const anniversariesQuery = readQuery(adminEventKeys.anniversaries, fetchAnniversaries);

export function useAnniversaries(days: number) {
  return useQuery(anniversariesQuery(days));
}
