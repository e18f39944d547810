import { MESSAGES, menusApi, type UpdateMenuBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { refreshMenus } from './cache.ts';

export interface UpdateMenuInput {
  id: string;
  /** Fields left out stay as they are; a new `parentId` moves the item (null: to the top level). */
  changes: UpdateMenuBody;
}

/** PUT /api/menu/{id} (admin). Answers the server's message. */
export async function updateMenu({ id, changes }: UpdateMenuInput): Promise<string> {
  const response = await callApi(
    menusApi.update,
    { params: { id }, body: changes },
    { fallbackMessage: MENUS_FALLBACK.update },
  );
  return response.message ?? MESSAGES.menuUpdated;
}

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMenu, onSuccess: () => refreshMenus(queryClient) });
}
