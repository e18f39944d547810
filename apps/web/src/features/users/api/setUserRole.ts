import { MESSAGES, type UserRole, usersApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

export interface SetUserRoleInput {
  id: string;
  role: UserRole;
  /** The version the admin saw: a member changed meanwhile gets a 409, not a blind role change. */
  version?: number;
}

/** PATCH /api/user/{id}/role; demoting the clan's last admin is refused (409). */
export async function setUserRole({ id, role, version }: SetUserRoleInput): Promise<UserChange> {
  const response = await callApi(
    usersApi.setRole,
    { params: { id }, body: { role, version } },
    {
      fallbackMessage: USERS_FALLBACK.role,
    },
  );
  return { user: response.data, message: response.message ?? MESSAGES.userRoleUpdated };
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: ({ user }) => refreshAfterChange(queryClient, user),
  });
}
