import { MESSAGES, type MenuItem, menusApi } from '@giapha/contract';
import { recordMutation, useOptimisticReorder } from '../../../lib/record-mutations.ts';
import { reorderPayload } from '../menuTree.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { menuKeys } from './cache.ts';
import { menuTreeQuery } from './listMenus.ts';

export interface ReorderedMenus {
  tree: MenuItem[];
  message: string;
}

/** PUT /api/menus/reorder (admin): every item's parent and position; answers the new tree. */
export const reorderMenus = recordMutation(menusApi.reorder, {
  request: (tree: readonly MenuItem[]) => ({ body: reorderPayload(tree) }),
  fallbackMessage: MENUS_FALLBACK.reorder,
  successMessage: MESSAGES.menusReordered,
  answer: (tree, message): ReorderedMenus => ({ tree, message }),
});

/**
 * Optimistic: the dropped item stays where it was dropped while the order is saved; if the server
 * refuses, the menu goes back to what it was.
 */
export function useReorderMenus() {
  return useOptimisticReorder(reorderMenus, {
    listKey: menuTreeQuery().queryKey,
    cancelKey: menuKeys.all,
    saved: ({ tree }) => tree,
    refetchKey: ['public', 'menus'],
  });
}
