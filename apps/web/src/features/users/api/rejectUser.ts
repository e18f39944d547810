import { MESSAGES, usersApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

/** PATCH /api/user/{id}/reject: the member can no longer sign in. */
export async function rejectUser(id: string): Promise<UserChange> {
  const response = await callApi(
    usersApi.reject,
    { params: { id } },
    {
      fallbackMessage: USERS_FALLBACK.reject,
    },
  );
  return { user: response.data, message: response.message ?? MESSAGES.userRejected };
}

export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: ({ user }) => refreshAfterChange(queryClient, user),
  });
}
