import { MESSAGES, messageResponseSchema } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterDelete } from './cache.ts';

/** DELETE /api/user/{id}; answers the server's message. Deleting the clan's last admin is refused (409). */
export async function deleteUser(id: string): Promise<string> {
  const response = await apiRequest(`/api/user/${encodeURIComponent(id)}`, messageResponseSchema, {
    method: 'DELETE',
    fallbackMessage: USERS_FALLBACK.delete,
  });
  return response.message || MESSAGES.userDeleted;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_message, id) => refreshAfterDelete(queryClient, id),
  });
}
