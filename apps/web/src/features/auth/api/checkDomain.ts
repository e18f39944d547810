import { settingsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api.ts';

/**
 * Whether no clan uses `domain` yet. The API has no check for it, so this asks for that clan's public
 * setting: 404 means nobody has it.
 */
export async function checkClanDomain(domain: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiRequest(settingsApi.getPublic.path, settingsApi.getPublic.response, {
      query: { domain },
      signal,
    });
    return false;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return true;
    throw error;
  }
}

export const clanDomainAvailabilityQuery = (domain: string) =>
  queryOptions({
    queryKey: ['auth', 'clan-domain-available', domain],
    queryFn: ({ signal }) => checkClanDomain(domain, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Checks `domain` once it is set (a valid, debounced candidate); idle while undefined. */
export function useClanDomainAvailability(domain: string | undefined) {
  return useQuery({ ...clanDomainAvailabilityQuery(domain ?? ''), enabled: domain !== undefined });
}
