import type { KinshipRegion, PersonClaimStatus } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';

export interface ClaimListParams {
  status: PersonClaimStatus;
  limit: number;
  offset: number;
}

/** Every person-links query starts with 'person-links', so one invalidation refreshes them all. */
export const personLinkKeys = {
  all: ['person-links'] as const,
  mine: () => ['person-links', 'me'] as const,
  claims: (params: ClaimListParams) => ['person-links', 'claims', params] as const,
  userPerson: (userId: string) => ['person-links', 'user', userId] as const,
  /** The register is part of the key: changing it asks again. */
  kinship: (personId: string, region: KinshipRegion) =>
    ['person-links', 'kinship', personId, region] as const,
  search: (scope: 'member' | 'public', domain: string, q: string) =>
    ['person-links', 'search', scope, domain, q] as const,
};

/** After any link or request changed: the member's own card, the admin's lists and links follow. */
export async function refreshPersonLinks(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: personLinkKeys.all });
}
