import { authApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { availabilityQuery, useAvailability } from '../../../lib/availability-query.ts';

/** Whether no account in the site's clan uses this email yet. */
export async function checkEmail(email: string, signal?: AbortSignal): Promise<boolean> {
  const response = await callApi(authApi.checkEmail, { query: { email } }, { signal });
  return response.data.available;
}

export const emailAvailabilityQuery = availabilityQuery('email-available', checkEmail);

/** Checks `email` once it is set (a valid, debounced candidate); idle while undefined. */
export function useEmailAvailability(email: string | undefined) {
  return useAvailability(emailAvailabilityQuery, email);
}
