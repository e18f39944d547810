import { MESSAGES, type UserRole, usersApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

export interface SetUserRoleInput {
  id: string;
  role: UserRole;
  /** The version the admin saw: a member changed meanwhile gets a 409, not a blind role change. */
  version?: number;
}

/** PATCH /api/user/{id}/role; demoting the clan's last admin is refused (409). */
export const setUserRole = recordMutation(usersApi.setRole, {
  request: ({ id, role, version }: SetUserRoleInput) => ({ params: { id }, body: { role, version } }),
  fallbackMessage: USERS_FALLBACK.role,
  successMessage: MESSAGES.userRoleUpdated,
  answer: (user, message): UserChange => ({ user, message }),
});

export function useSetUserRole() {
  return useApiMutation(setUserRole, (queryClient, { user }) => refreshAfterChange(queryClient, user));
}
