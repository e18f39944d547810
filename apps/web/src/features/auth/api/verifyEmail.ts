import { authApi, MESSAGES } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';

export async function verifyEmail(token: string): Promise<string> {
  const response = await callApi(
    authApi.verifyEmail,
    { query: { token } },
    { fallbackMessage: MESSAGES.generic },
  );
  return response.message;
}

/**
 * A token works once, so the answer is kept for the page's life: a second mount (StrictMode, going
 * back) reuses it instead of calling again and reporting the spent token as invalid.
 */
export const verifyEmailQuery = (domain: string, token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', domain, token],
    queryFn: () => verifyEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useVerifyEmail(token: string) {
  const domain = useCurrentDomain();
  return useQuery({ ...verifyEmailQuery(domain, token), enabled: token !== '' });
}
