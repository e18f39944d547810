import { MESSAGES, menusApi } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { refreshMenus } from './cache.ts';

/** DELETE /api/menu/{id} (admin): its sub-items go with it. Answers the server's message. */
export const deleteMenu = messageMutation(menusApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: MENUS_FALLBACK.delete,
  successMessage: MESSAGES.menuDeleted,
});

export function useDeleteMenu() {
  return useApiMutation(deleteMenu, refreshMenus);
}
