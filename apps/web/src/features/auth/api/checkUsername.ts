import { authApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { availabilityQuery, useAvailability } from '../../../lib/availability-query.ts';

/** Whether nobody in the site's clan uses this username yet. */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const response = await callApi(authApi.checkUsername, { query: { username } }, { signal });
  return response.data.available;
}

export const usernameAvailabilityQuery = availabilityQuery('username-available', checkUsername);

/** Checks `username` once it is set (a valid, debounced candidate); idle while undefined. */
export function useUsernameAvailability(username: string | undefined) {
  return useAvailability(usernameAvailabilityQuery, username);
}
