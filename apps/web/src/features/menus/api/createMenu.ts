import { type CreateMenuBody, MESSAGES, menusApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { refreshMenus } from './cache.ts';

/** POST /api/menu (admin): added at the end of its level. Answers the server's message. */
export async function createMenu(body: CreateMenuBody): Promise<string> {
  const response = await callApi(menusApi.create, { body }, { fallbackMessage: MENUS_FALLBACK.create });
  return response.message ?? MESSAGES.menuCreated;
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMenu, onSuccess: () => refreshMenus(queryClient) });
}
