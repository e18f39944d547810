import { eventsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { adminEventKeys } from './cache.ts';

/** GET /api/event?id (admin): one event with its description (404 when unknown). */
export const getAdminEvent = dataRead(eventsApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: EVENTS_FALLBACK.get,
});

export const adminEventQuery = readQuery(adminEventKeys.detail, getAdminEvent);

export function useAdminEvent(id: string) {
  return useQuery(adminEventQuery(id));
}
