import { MESSAGES, type Section, sectionsApi, type UpdateSectionBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { refreshSections } from './cache.ts';
import { sectionsListQuery } from './listSections.ts';

export interface UpdateSectionInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateSectionBody;
}

export interface SectionChange {
  section: Section;
  message: string;
}

/** PUT /api/section/{id} (admin): the type stays. */
export const updateSection = recordMutation(sectionsApi.update, {
  request: ({ id, changes }: UpdateSectionInput) => ({ params: { id }, body: changes }),
  fallbackMessage: SECTIONS_FALLBACK.update,
  successMessage: MESSAGES.sectionUpdated,
  answer: (section, message): SectionChange => ({ section, message }),
});

export function useUpdateSection() {
  return useApiMutation(updateSection, async (queryClient, { section }) => {
    // The saved block (and its new version) shows at once; the rest is fetched again.
    queryClient.setQueryData(sectionsListQuery().queryKey, (list) =>
      list?.map((current) => (current.id === section.id ? section : current)),
    );
    await refreshSections(queryClient);
  });
}
