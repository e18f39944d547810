import { type EventOccurrence, eventsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { adminEventKeys } from './cache.ts';

/** GET /api/events/anniversaries?days: every giỗ of the clan's deceased in the next days, soonest first. */
export async function fetchAnniversaries(days: number, signal?: AbortSignal): Promise<EventOccurrence[]> {
  const response = await callApi(
    eventsApi.anniversaries,
    { query: { days } },
    { fallbackMessage: EVENTS_FALLBACK.anniversaries, signal },
  );
  return response.data;
}

export const anniversariesQuery = (days: number) =>
  queryOptions({
    queryKey: adminEventKeys.anniversaries(days),
    queryFn: ({ signal }) => fetchAnniversaries(days, signal),
  });

export function useAnniversaries(days: number) {
  return useQuery(anniversariesQuery(days));
}
