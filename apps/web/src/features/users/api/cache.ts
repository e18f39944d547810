import type { User, UserStatus } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';
import { exceptUnder } from '../../../lib/record-cache.ts';
import { sessionStore } from '../../../lib/session.ts';

export interface PageParams {
  limit: number;
  offset: number;
}

export interface UserListParams extends PageParams {
  search?: string;
  status?: UserStatus;
}

/** Every members query starts with 'users', so one invalidation refreshes lists, counts and details. */
export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  pending: (params: PageParams) => ['users', 'pending', params] as const,
  pendingCount: () => ['users', 'pending', 'count'] as const,
  count: (status: UserStatus | 'all') => ['users', 'count', status] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

/** What a change to one member answers: the member as saved and the server's (spec) message. */
export interface UserChange {
  user: User;
  message: string;
}

/** After a member changed: their detail is known already, every list and count may have moved. */
export async function refreshAfterChange(queryClient: QueryClient, changed: User): Promise<void> {
  queryClient.setQueryData(userKeys.detail(changed.id), changed);
  // The signed-in admin edited themselves: the header and the guards follow at once.
  if (sessionStore.get().user?.id === changed.id) sessionStore.setUser(changed);
  await queryClient.invalidateQueries({
    queryKey: userKeys.all,
    predicate: exceptUnder(userKeys.detail(changed.id)),
  });
}

/** After a delete: the open detail page is leaving, so only lists and counts are fetched again. */
export async function refreshAfterDelete(queryClient: QueryClient, deletedId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: userKeys.detail(deletedId) });
  await queryClient.invalidateQueries({
    queryKey: userKeys.all,
    predicate: exceptUnder(userKeys.detail(deletedId)),
  });
}
