import { type CreateUserBody, MESSAGES, usersApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

/** POST /api/user/create: an active member made by an admin. */
export async function createUser(body: CreateUserBody): Promise<UserChange> {
  const response = await callApi(
    usersApi.create,
    { body },
    {
      fallbackMessage: USERS_FALLBACK.create,
    },
  );
  return { user: response.data, message: response.message ?? MESSAGES.userCreated };
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: ({ user }) => refreshAfterChange(queryClient, user),
  });
}
