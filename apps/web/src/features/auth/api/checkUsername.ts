import { authApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';

/** Whether nobody in the site's clan uses this username yet. */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const response = await callApi(authApi.checkUsername, { query: { username } }, { signal });
  return response.data.available;
}

export const usernameAvailabilityQuery = (domain: string, username: string) =>
  queryOptions({
    queryKey: ['auth', 'username-available', domain, username],
    queryFn: ({ signal }) => checkUsername(username, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Checks `username` once it is set (a valid, debounced candidate); idle while undefined. */
export function useUsernameAvailability(username: string | undefined) {
  const domain = useCurrentDomain();
  return useQuery({ ...usernameAvailabilityQuery(domain, username ?? ''), enabled: username !== undefined });
}
