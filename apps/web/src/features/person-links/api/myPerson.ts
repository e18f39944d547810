import { MESSAGES, type MyPerson, personLinksApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageMutation, recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { dataRead } from '../../../lib/record-queries.ts';
import { PERSON_LINKS_FALLBACK } from '../texts.ts';
import { personLinkKeys, refreshPersonLinks } from './cache.ts';

/** GET /api/me/person: who the member is in the tree, their latest request and their xưng hô. */
export const getMyPerson = dataRead(personLinksApi.mine, {
  request: (_: undefined) => ({}),
  fallbackMessage: PERSON_LINKS_FALLBACK.mine,
});

export const myPersonQuery = () =>
  queryOptions({
    queryKey: personLinkKeys.mine(),
    queryFn: ({ signal }): Promise<MyPerson> => getMyPerson(undefined, signal),
    staleTime: 60_000,
  });

/** `enabled` false: nothing is asked (signed out). */
export function useMyPersonQuery(enabled = true) {
  return useQuery({ ...myPersonQuery(), enabled });
}

export interface ClaimInput {
  personId: string | null;
  note: string;
}

/** POST /api/me/person-claim: "Tôi là …" (a person, or null: not in the tree yet). */
export const sendClaim = recordMutation(personLinksApi.claim, {
  request: ({ personId, note }: ClaimInput) => ({ body: { personId, note: note.trim() || null } }),
  fallbackMessage: PERSON_LINKS_FALLBACK.claim,
  successMessage: MESSAGES.personClaimSent,
  answer: (claim, message) => ({ claim, message }),
});

export function useSendClaim() {
  return useApiMutation(sendClaim, (queryClient) => refreshPersonLinks(queryClient));
}

export const withdrawClaim = messageMutation(personLinksApi.withdraw, {
  request: (_: undefined) => ({}),
  fallbackMessage: PERSON_LINKS_FALLBACK.withdraw,
  successMessage: MESSAGES.personClaimWithdrawn,
});

export function useWithdrawClaim() {
  return useApiMutation(withdrawClaim, (queryClient) => refreshPersonLinks(queryClient));
}

export const unlinkMine = messageMutation(personLinksApi.unlinkMine, {
  request: (_: undefined) => ({}),
  fallbackMessage: PERSON_LINKS_FALLBACK.unlink,
  successMessage: MESSAGES.personLinkRemoved,
});

export function useUnlinkMine() {
  return useApiMutation(unlinkMine, (queryClient) => refreshPersonLinks(queryClient));
}
