import { MESSAGES, type UpdateUserBody, usersApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

export interface UpdateUserInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateUserBody;
}

/** PUT /api/user?id */
export async function updateUser({ id, changes }: UpdateUserInput): Promise<UserChange> {
  const response = await callApi(
    usersApi.update,
    { query: { id }, body: changes },
    {
      fallbackMessage: USERS_FALLBACK.update,
    },
  );
  return { user: response.data, message: response.message ?? MESSAGES.userUpdated };
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => refreshAfterChange(queryClient, user),
  });
}
