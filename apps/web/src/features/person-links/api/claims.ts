import { MESSAGES, type PersonClaimItem, personLinksApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { pageRead, readQuery } from '../../../lib/record-queries.ts';
import { PERSON_LINKS_FALLBACK } from '../texts.ts';
import { type ClaimListParams, personLinkKeys, refreshPersonLinks } from './cache.ts';

export interface ClaimPage {
  claims: PersonClaimItem[];
  total: number;
}

/** GET /api/person-claims: members' "Tôi là …" requests, newest first (admins). */
export const listClaims = pageRead(personLinksApi.listClaims, {
  request: (params: ClaimListParams) => ({ query: params }),
  fallbackMessage: PERSON_LINKS_FALLBACK.claims,
  page: (claims, total): ClaimPage => ({ claims, total }),
});

export const claimsQuery = readQuery(personLinkKeys.claims, listClaims);

export function useClaims(params: ClaimListParams) {
  return useQuery(claimsQuery(params));
}

export interface DecisionInput {
  id: string;
  decision: 'approved' | 'rejected';
}

/** PATCH /api/person-claims/{id}: approving links the member to the person. */
export const decideClaim = recordMutation(personLinksApi.decide, {
  request: ({ id, decision }: DecisionInput) => ({ params: { id }, body: { decision } }),
  fallbackMessage: PERSON_LINKS_FALLBACK.decide,
  successMessage: MESSAGES.personClaimApproved,
  answer: (claim, message) => ({ claim, message }),
});

export function useDecideClaim() {
  return useApiMutation(decideClaim, (queryClient) => refreshPersonLinks(queryClient));
}
