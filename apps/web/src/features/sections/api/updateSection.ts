import { MESSAGES, type Section, sectionsApi, type UpdateSectionBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
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
export async function updateSection({ id, changes }: UpdateSectionInput): Promise<SectionChange> {
  const response = await callApi(
    sectionsApi.update,
    { params: { id }, body: changes },
    { fallbackMessage: SECTIONS_FALLBACK.update },
  );
  return { section: response.data, message: response.message ?? MESSAGES.sectionUpdated };
}

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSection,
    onSuccess: async ({ section }) => {
      // The saved block (and its new version) shows at once; the rest is fetched again.
      queryClient.setQueryData(sectionsListQuery().queryKey, (list) =>
        list?.map((current) => (current.id === section.id ? section : current)),
      );
      await refreshSections(queryClient);
    },
  });
}
