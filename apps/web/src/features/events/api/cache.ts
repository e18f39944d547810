import type { ClanEvent, EventCalendar } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface AdminEventListParams {
  limit: number;
  offset: number;
  /** Any spelling: the server ignores case and diacritics. */
  search?: string;
  calendar?: EventCalendar;
}

/** Every admin events query starts with 'events', so one invalidation refreshes lists, details and giỗ. */
export const adminEventKeys = {
  all: ['events'] as const,
  lists: () => ['events', 'list'] as const,
  list: (params: AdminEventListParams) => ['events', 'list', params] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
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

function isDetailOf(queryKey: QueryKey, id: string): boolean {
  return queryKey[0] === 'events' && queryKey[1] === 'detail' && queryKey[2] === id;
}

/** After an event was created or changed: it is known already; lists and the public calendar may have moved. */
export async function refreshAfterEventChange(queryClient: QueryClient, changed: ClanEvent): Promise<void> {
  queryClient.setQueryData(adminEventKeys.detail(changed.id), changed);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: adminEventKeys.all,
      predicate: (query) => !isDetailOf(query.queryKey, changed.id),
    }),
    queryClient.invalidateQueries({ queryKey: publicEventKeys.all }),
  ]);
}

/** After a delete: its edit page is leaving, lists and the public calendar are fetched again. */
export async function refreshAfterEventDelete(queryClient: QueryClient, deletedId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: adminEventKeys.detail(deletedId) });
  queryClient.removeQueries({ queryKey: adminEventKeys.detail(deletedId) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminEventKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: publicEventKeys.all }),
  ]);
}
