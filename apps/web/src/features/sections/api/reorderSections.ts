import { MESSAGES, type Section, sectionsApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordMutation } from '../../../lib/record-mutations.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { sectionKeys } from './cache.ts';
import { sectionsListQuery } from './listSections.ts';

export interface ReorderedSections {
  sections: Section[];
  message: string;
}

/** PUT /api/sections/reorder (admin): positions from 0 in the order given; answers the new list. */
export const reorderSections = recordMutation(sectionsApi.reorder, {
  request: (sections: readonly Section[]) => ({
    body: { items: sections.map((section, position) => ({ id: section.id, position })) },
  }),
  fallbackMessage: SECTIONS_FALLBACK.reorder,
  successMessage: MESSAGES.sectionsReordered,
  answer: (sections, message): ReorderedSections => ({ sections, message }),
});

/** Optimistic: the block stays where it was dropped; if the server refuses, the old order comes back. */
export function useReorderSections() {
  const queryClient = useQueryClient();
  const key = sectionsListQuery().queryKey;
  return useMutation({
    mutationFn: reorderSections,
    onMutate: async (sections: Section[]) => {
      await queryClient.cancelQueries({ queryKey: sectionKeys.all });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, sections);
      return { previous };
    },
    onError: (_error, _sections, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: async ({ sections }) => {
      queryClient.setQueryData(key, sections);
      await queryClient.invalidateQueries({ queryKey: ['public', 'sections'] });
    },
  });
}
