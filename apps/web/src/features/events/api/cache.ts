import type { ClanEvent, EventCalendar } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

export interface AdminEventListParams extends SearchPageParams {
  calendar?: EventCalendar;
}

/** Every admin events query starts with 'events', so one invalidation refreshes lists, details and giỗ. */
export const adminEventKeys = {
  ...recordKeys<AdminEventListParams>('events'),
  anniversaries: (days: number) => ['events', 'anniversaries', days] as const,
};

/** Visitors' event queries start with ['public', 'events']: any change to an event invalidates that prefix. */
export const publicEventKeys = {
  all: ['public', 'events'] as const,
  upcoming: (domain: string, params: { limit: number; offset: number; from?: string }) =>
    ['public', 'events', domain, 'upcoming', params] as const,
  month: (domain: string, month: string) => ['public', 'events', domain, 'month', month] as const,
  detail: (domain: string, slug: string) => ['public', 'events', domain, 'detail', slug] as const,
};

/** What a change to one event answers: the event as saved and the server's message. */
export interface EventChange {
  event: ClanEvent;
  message: string;
}

/** After an event was created or changed: it is known already; lists and the public calendar may have moved. */
export async function refreshAfterEventChange(queryClient: QueryClient, changed: ClanEvent): Promise<void> {
  await refreshAfterRecordSave(queryClient, adminEventKeys, changed.id, changed, {
    refetch: [publicEventKeys.all],
  });
}

/** After a delete: its edit page is leaving, lists and the public calendar are fetched again. */
export async function refreshAfterEventDelete(queryClient: QueryClient, deletedId: string): Promise<void> {
  await refreshAfterRecordDelete(queryClient, adminEventKeys, deletedId, { refetch: [publicEventKeys.all] });
}
