import { MESSAGES, type UpdateUserBody, usersApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

export interface UpdateUserInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateUserBody;
}

/** PUT /api/user?id */
export const updateUser = recordMutation(usersApi.update, {
  request: ({ id, changes }: UpdateUserInput) => ({ query: { id }, body: changes }),
  fallbackMessage: USERS_FALLBACK.update,
  successMessage: MESSAGES.userUpdated,
  answer: (user, message): UserChange => ({ user, message }),
});

export function useUpdateUser() {
  return useApiMutation(updateUser, (queryClient, { user }) => refreshAfterChange(queryClient, user));
}
