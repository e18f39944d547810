import { MESSAGES, usersApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

/** PATCH /api/user/{id}/reject: the member can no longer sign in. */
export const rejectUser = recordMutation(usersApi.reject, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: USERS_FALLBACK.reject,
  successMessage: MESSAGES.userRejected,
  answer: (user, message): UserChange => ({ user, message }),
});

export function useRejectUser() {
  return useApiMutation(rejectUser, (queryClient, { user }) => refreshAfterChange(queryClient, user));
}
