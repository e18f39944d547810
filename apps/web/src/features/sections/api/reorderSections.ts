import { MESSAGES, type Section, sectionsApi } from '@giapha/contract';
import { recordMutation, useOptimisticReorder } from '../../../lib/record-mutations.ts';
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
  return useOptimisticReorder(reorderSections, {
    listKey: sectionsListQuery().queryKey,
    cancelKey: sectionKeys.all,
    saved: ({ sections }) => sections,
    refetchKey: ['public', 'sections'],
  });
}
