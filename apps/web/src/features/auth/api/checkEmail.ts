import { authApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';

/** Whether no account in the site's clan uses this email yet. */
export async function checkEmail(email: string, signal?: AbortSignal): Promise<boolean> {
  const response = await callApi(authApi.checkEmail, { query: { email } }, { signal });
  return response.data.available;
}

export const emailAvailabilityQuery = (domain: string, email: string) =>
  queryOptions({
    queryKey: ['auth', 'email-available', domain, email],
    queryFn: ({ signal }) => checkEmail(email, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Checks `email` once it is set (a valid, debounced candidate); idle while undefined. */
export function useEmailAvailability(email: string | undefined) {
  const domain = useCurrentDomain();
  return useQuery({ ...emailAvailabilityQuery(domain, email ?? ''), enabled: email !== undefined });
}
