import { eventsApi, MESSAGES, type PublicEvent } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { publicEventKeys } from './cache.ts';

/** GET /api/public/event/{slug}: one event with its sanitized description (404 otherwise). */
export async function fetchPublicEvent(slug: string, signal?: AbortSignal): Promise<PublicEvent> {
  const response = await callApi(
    eventsApi.getPublic,
    { params: { slug } },
    { fallbackMessage: MESSAGES.eventNotFound, signal },
  );
  return response.data;
}

export const publicEventQuery = (domain: string, slug: string) =>
  queryOptions({
    queryKey: publicEventKeys.detail(domain, slug),
    queryFn: ({ signal }) => fetchPublicEvent(slug, signal),
    staleTime: 60_000,
  });

export function usePublicEvent(slug: string) {
  return useQuery(publicEventQuery(useCurrentDomain(), slug));
}
