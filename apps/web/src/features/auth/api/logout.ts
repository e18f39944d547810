import { authApi, MESSAGES } from '@giapha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/** Logs out on the server, and clears the local session whatever the server said (spec §4). */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.get().token;
  try {
    if (refreshToken) {
      await callApi(authApi.logout, { body: { refreshToken } }, { fallbackMessage: MESSAGES.logoutFailed });
    }
  } catch {
    toast.error(MESSAGES.logoutFailed);
  } finally {
    sessionStore.clear();
  }
}

/**
 * Signs out from the menu: leaves the page for the login page first (a guarded page would otherwise
 * send us there with a redirect back to itself, wrong for whoever signs in next), then logs out and
 * forgets every cached answer, so the next person on this device sees none of them.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // flushSync: the login page is on screen before the session ends, not in a pending transition.
    await navigate('/auth/login', { replace: true, flushSync: true });
    await logout();
    queryClient.clear();
  };
}
