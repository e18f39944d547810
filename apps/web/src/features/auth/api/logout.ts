import { MESSAGES, messageResponseSchema } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/** Logs out on the server, and clears the local session whatever the server said (spec §4). */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.get().token;
  try {
    if (refreshToken) {
      await apiRequest('/api/auth/logout', messageResponseSchema, {
        method: 'POST',
        body: { refreshToken },
        fallbackMessage: MESSAGES.logoutFailed,
      });
    }
  } catch {
    toast.error(MESSAGES.logoutFailed);
  } finally {
    sessionStore.clear();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
