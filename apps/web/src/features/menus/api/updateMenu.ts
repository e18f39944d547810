import { MESSAGES, menusApi, type UpdateMenuBody } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { refreshMenus } from './cache.ts';

export interface UpdateMenuInput {
  id: string;
  /** Fields left out stay as they are; a new `parentId` moves the item (null: to the top level). */
  changes: UpdateMenuBody;
}

/** PUT /api/menu/{id} (admin). Answers the server's message. */
export const updateMenu = messageMutation(menusApi.update, {
  request: ({ id, changes }: UpdateMenuInput) => ({ params: { id }, body: changes }),
  fallbackMessage: MENUS_FALLBACK.update,
  successMessage: MESSAGES.menuUpdated,
});

export function useUpdateMenu() {
  return useApiMutation(updateMenu, refreshMenus);
}
