import { type CreateSectionBody, MESSAGES, sectionsApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { refreshSections } from './cache.ts';

/** POST /api/section (admin): added last. Answers the server's message. */
export async function createSection(body: CreateSectionBody): Promise<string> {
  const response = await callApi(sectionsApi.create, { body }, { fallbackMessage: SECTIONS_FALLBACK.create });
  return response.message ?? MESSAGES.sectionCreated;
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSection, onSuccess: () => refreshSections(queryClient) });
}
