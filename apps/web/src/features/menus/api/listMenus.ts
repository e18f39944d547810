import { MAX_PAGE_SIZE, type MenuItem, menuListResponse } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { menuKeys } from './cache.ts';

/** GET /api/menus (admin): the whole two-level tree in its order, with versions and parents. */
export async function listMenus(signal?: AbortSignal): Promise<MenuItem[]> {
  const response = await apiRequest('/api/menus', menuListResponse, {
    // The editor shows the whole menu, not a page of it.
    query: { limit: MAX_PAGE_SIZE, offset: 0 },
    fallbackMessage: MENUS_FALLBACK.list,
    signal,
  });
  return response.data;
}

export const menuTreeQuery = () =>
  queryOptions({
    queryKey: menuKeys.tree(),
    queryFn: ({ signal }) => listMenus(signal),
  });

export function useMenuTree() {
  return useQuery(menuTreeQuery());
}
