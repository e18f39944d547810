import { usersApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead, readQuery } from '../../../lib/record-queries.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { type PageParams, userKeys } from './cache.ts';
import type { UserPage } from './listUsers.ts';

/** GET /api/users/pending: members waiting for an admin's approval, oldest requests as the server orders them. */
export const listPendingUsers = pageRead(usersApi.listPending, {
  request: (params: PageParams) => ({ query: { limit: params.limit, offset: params.offset } }),
  fallbackMessage: USERS_FALLBACK.list,
  page: (users, total): UserPage => ({ users, total }),
});

export const pendingUsersQuery = readQuery(userKeys.pending, listPendingUsers);

export function usePendingUsers(params: PageParams) {
  return useQuery(pendingUsersQuery(params));
}

/** How many members wait for approval. */
export const pendingUserCountQuery = () =>
  queryOptions({
    queryKey: userKeys.pendingCount(),
    queryFn: async ({ signal }) => (await listPendingUsers({ limit: 1, offset: 0 }, signal)).total,
  });
