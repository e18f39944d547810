import { type User, usersApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { userKeys } from './cache.ts';

/** GET /api/user?id: one member of the clan (404 'Không tìm thấy thành viên' otherwise). */
export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  const response = await callApi(
    usersApi.get,
    { query: { id } },
    {
      fallbackMessage: USERS_FALLBACK.get,
      signal,
    },
  );
  return response.data;
}

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: string) {
  return useQuery(userQuery(id));
}
