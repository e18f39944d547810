import { MAX_PAGE_SIZE, type MenuItem, menusApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { menuKeys } from './cache.ts';

/** GET /api/menus (admin): the whole two-level tree in its order, with versions and parents. */
export async function listMenus(signal?: AbortSignal): Promise<MenuItem[]> {
  // The editor shows the whole menu, not a page of it.
  const response = await callApi(
    menusApi.list,
    { query: { limit: MAX_PAGE_SIZE, offset: 0 } },
    { fallbackMessage: MENUS_FALLBACK.list, signal },
  );
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
