import { type CreateSectionBody, MESSAGES, sectionResponse } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { refreshSections } from './cache.ts';

/** POST /api/section (admin): added last. Answers the server's message. */
export async function createSection(body: CreateSectionBody): Promise<string> {
  const response = await apiRequest('/api/section', sectionResponse, {
    method: 'POST',
    body,
    fallbackMessage: SECTIONS_FALLBACK.create,
  });
  return response.message ?? MESSAGES.sectionCreated;
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSection, onSuccess: () => refreshSections(queryClient) });
}
