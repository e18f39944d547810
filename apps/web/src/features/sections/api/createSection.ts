import { type CreateSectionBody, MESSAGES, sectionsApi } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { refreshSections } from './cache.ts';

/** POST /api/section (admin): added last. Answers the server's message. */
export const createSection = messageMutation(sectionsApi.create, {
  request: (body: CreateSectionBody) => ({ body }),
  fallbackMessage: SECTIONS_FALLBACK.create,
  successMessage: MESSAGES.sectionCreated,
});

export function useCreateSection() {
  return useApiMutation(createSection, refreshSections);
}
