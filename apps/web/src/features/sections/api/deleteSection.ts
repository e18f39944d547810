import { MESSAGES, sectionsApi } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { refreshSections } from './cache.ts';

/** DELETE /api/section/{id} (admin). Answers the server's message. */
export const deleteSection = messageMutation(sectionsApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: SECTIONS_FALLBACK.delete,
  successMessage: MESSAGES.sectionDeleted,
});

export function useDeleteSection() {
  return useApiMutation(deleteSection, refreshSections);
}
