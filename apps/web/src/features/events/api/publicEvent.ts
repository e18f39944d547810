import { eventsApi, MESSAGES } from '@giapha/contract';
import { dataRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { publicEventKeys } from './cache.ts';

/** GET /api/public/event/{slug}: one event with its sanitized description (404 otherwise). */
export const fetchPublicEvent = dataRead(eventsApi.getPublic, {
  request: (slug: string) => ({ params: { slug } }),
  fallbackMessage: MESSAGES.eventNotFound,
});

export const publicEventQuery = publicQuery(publicEventKeys.detail, fetchPublicEvent);

export function usePublicEvent(slug: string) {
  return usePublicQuery(publicEventQuery, slug);
}
