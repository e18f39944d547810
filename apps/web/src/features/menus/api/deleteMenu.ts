import { MESSAGES, menusApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { refreshMenus } from './cache.ts';

/** DELETE /api/menu/{id} (admin): its sub-items go with it. Answers the server's message. */
export async function deleteMenu(id: string): Promise<string> {
  const response = await callApi(
    menusApi.remove,
    { params: { id } },
    { fallbackMessage: MENUS_FALLBACK.delete },
  );
  return response.message || MESSAGES.menuDeleted;
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => refreshMenus(queryClient) });
}
