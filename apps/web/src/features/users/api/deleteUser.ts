import { MESSAGES, usersApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterDelete } from './cache.ts';

/** DELETE /api/user/{id}; answers the server's message. Deleting the clan's last admin is refused (409). */
export async function deleteUser(id: string): Promise<string> {
  const response = await callApi(
    usersApi.remove,
    { params: { id } },
    {
      fallbackMessage: USERS_FALLBACK.delete,
    },
  );
  return response.message || MESSAGES.userDeleted;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_message, id) => refreshAfterDelete(queryClient, id),
  });
}
