import { usersApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { userKeys } from './cache.ts';

/** GET /api/user?id: one member of the clan (404 'Không tìm thấy thành viên' otherwise). */
export const getUser = dataRead(usersApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: USERS_FALLBACK.get,
});

export const userQuery = readQuery(userKeys.detail, getUser);

export function useUser(id: string) {
  return useQuery(userQuery(id));
}
