import { type ClanEvent, eventsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { adminEventKeys } from './cache.ts';

/** GET /api/event?id (admin): one event with its description (404 when unknown). */
export async function getAdminEvent(id: string, signal?: AbortSignal): Promise<ClanEvent> {
  const response = await callApi(
    eventsApi.get,
    { query: { id } },
    { fallbackMessage: EVENTS_FALLBACK.get, signal },
  );
  return response.data;
}

export const adminEventQuery = (id: string) =>
  queryOptions({
    queryKey: adminEventKeys.detail(id),
    queryFn: ({ signal }) => getAdminEvent(id, signal),
  });

export function useAdminEvent(id: string) {
  return useQuery(adminEventQuery(id));
}
