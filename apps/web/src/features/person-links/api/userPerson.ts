import { MESSAGES, personLinksApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { PERSON_LINKS_FALLBACK } from '../texts.ts';
import { personLinkKeys, refreshPersonLinks } from './cache.ts';

/** GET /api/user/{id}/person: the person a member is linked to (admins). */
export const getUserPerson = dataRead(personLinksApi.userPerson, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: PERSON_LINKS_FALLBACK.userPerson,
});

export const userPersonQuery = readQuery(personLinkKeys.userPerson, getUserPerson);

export function useUserPerson(id: string) {
  return useQuery(userPersonQuery(id));
}

export interface LinkInput {
  userId: string;
  personId: string | null;
}

/** PUT /api/user/{id}/person: an admin links a member directly, or unlinks with null. */
export const linkUser = recordMutation(personLinksApi.linkUser, {
  request: ({ userId, personId }: LinkInput) => ({ params: { id: userId }, body: { personId } }),
  fallbackMessage: PERSON_LINKS_FALLBACK.link,
  successMessage: MESSAGES.personLinked,
  answer: (link, message) => ({ link, message }),
});

export function useLinkUser() {
  return useApiMutation(linkUser, (queryClient) => refreshPersonLinks(queryClient));
}
