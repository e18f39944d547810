import { MESSAGES, usersApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterChange, type UserChange } from './cache.ts';

/** PATCH /api/user/{id}/approve: a pending (or earlier rejected) member becomes active. */
export async function approveUser(id: string): Promise<UserChange> {
  const response = await callApi(
    usersApi.approve,
    { params: { id } },
    {
      fallbackMessage: USERS_FALLBACK.approve,
    },
  );
  return { user: response.data, message: response.message ?? MESSAGES.userApproved };
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: ({ user }) => refreshAfterChange(queryClient, user),
  });
}
