import { type CreateUserBody, MESSAGES, usersApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

/** POST /api/user/create: an active member made by an admin. */
export const createUser = recordMutation(usersApi.create, {
  request: (body: CreateUserBody) => ({ body }),
  fallbackMessage: USERS_FALLBACK.create,
  successMessage: MESSAGES.userCreated,
  answer: (user, message): UserChange => ({ user, message }),
});

export function useCreateUser() {
  return useApiMutation(createUser, (queryClient, { user }) => refreshAfterChange(queryClient, user));
}
