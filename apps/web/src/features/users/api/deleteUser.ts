import { MESSAGES, usersApi } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { USERS_FALLBACK } from '../texts.ts';
import { refreshAfterDelete } from './cache.ts';

/** DELETE /api/user/{id}; answers the server's message. Deleting the clan's last admin is refused (409). */
export const deleteUser = messageMutation(usersApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: USERS_FALLBACK.delete,
  successMessage: MESSAGES.userDeleted,
});

export function useDeleteUser() {
  return useDeleteMutation(deleteUser, refreshAfterDelete);
}
