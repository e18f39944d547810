import { type User, type UserStatus, usersApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { type UserListParams, userKeys } from './cache.ts';

export interface UserPage {
  users: User[];
  total: number;
}

/** GET /api/users: one page of the clan's members; `search` ignores case and diacritics on the server. */
export const listUsers = pageRead(usersApi.list, {
  request: (params: UserListParams) => ({
    query: { ...searchPageQuery(params), status: params.status },
  }),
  fallbackMessage: USERS_FALLBACK.list,
  page: (users, total): UserPage => ({ users, total }),
});

export const usersListQuery = listQuery(userKeys.list, listUsers);

export function useUsersList(params: UserListParams) {
  return useQuery(usersListQuery(params));
}

/** How many members (of one status, or all): a one-row page, read for its total. */
export const userCountQuery = (status?: UserStatus) =>
  queryOptions({
    queryKey: userKeys.count(status ?? 'all'),
    queryFn: async ({ signal }) => (await listUsers({ limit: 1, offset: 0, status }, signal)).total,
  });
