import { type CreateMenuBody, MESSAGES, menusApi } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { refreshMenus } from './cache.ts';

/** POST /api/menu (admin): added at the end of its level. Answers the server's message. */
export const createMenu = messageMutation(menusApi.create, {
  request: (body: CreateMenuBody) => ({ body }),
  fallbackMessage: MENUS_FALLBACK.create,
  successMessage: MESSAGES.menuCreated,
});

export function useCreateMenu() {
  return useApiMutation(createMenu, refreshMenus);
}
