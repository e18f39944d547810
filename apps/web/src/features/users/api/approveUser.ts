import { MESSAGES, usersApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

/** PATCH /api/user/{id}/approve: a pending (or earlier rejected) member becomes active. */
export const approveUser = recordMutation(usersApi.approve, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: USERS_FALLBACK.approve,
  successMessage: MESSAGES.userApproved,
  answer: (user, message): UserChange => ({ user, message }),
});

export function useApproveUser() {
  return useApiMutation(approveUser, (queryClient, { user }) => refreshAfterChange(queryClient, user));
}
