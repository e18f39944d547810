import { type AuthSession, authApi, type LoginBody, MESSAGES } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

/** Signs in to the site's clan; the domain goes in the body only when it is not blank (spec §5). */
export async function login({ domain, ...credentials }: LoginBody): Promise<AuthSession> {
  const trimmedDomain = domain?.trim();
  const response = await callApi(
    authApi.login,
    { body: trimmedDomain ? { ...credentials, domain: trimmedDomain } : credentials },
    { fallbackMessage: MESSAGES.loginFailedFallback },
  );
  return response.data;
}

/** Login stores user, clan and both tokens (spec §4) before the page moves on. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => sessionStore.signIn(session),
  });
}
