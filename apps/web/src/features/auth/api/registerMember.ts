import { authApi, MESSAGES, type RegisterMemberBody, type registerMemberResponse } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api.ts';

export type MemberRegistration = z.output<typeof registerMemberResponse>['data'];

/** A pending member of the site's clan; the domain goes in the body only when it is not blank (spec §5). */
export async function registerMember({ domain, ...member }: RegisterMemberBody): Promise<MemberRegistration> {
  const trimmedDomain = domain?.trim();
  const response = await callApi(
    authApi.registerMember,
    { body: trimmedDomain ? { ...member, domain: trimmedDomain } : member },
    { fallbackMessage: MESSAGES.registerMemberFailed },
  );
  return response.data;
}

export function useRegisterMember() {
  return useMutation({ mutationFn: registerMember });
}
