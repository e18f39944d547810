import { MENUS_PAGE_SIZE, menusApi, type PublicMenuItem } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { siteQuery, useSiteQuery } from '../../../lib/record-queries.ts';

/** Visitors' menu queries start with ['public', 'menus']: the admin's edits invalidate that prefix. */
export const publicMenuKeys = {
  all: ['public', 'menus'] as const,
  list: (domain: string) => ['public', 'menus', domain] as const,
};

/** GET /api/public/menus: the clan's top-level menu items in order, each with its sub-items. */
export async function fetchPublicMenus(signal?: AbortSignal): Promise<PublicMenuItem[]> {
  const response = await callApi(
    menusApi.listPublic,
    { query: { limit: MENUS_PAGE_SIZE, offset: 0 } },
    { fallbackMessage: 'Không thể tải menu của trang', signal },
  );
  return response.data;
}

export const publicMenusQuery = siteQuery(publicMenuKeys.list, fetchPublicMenus, { staleTime: 5 * 60_000 });

export function usePublicMenus() {
  return useSiteQuery(publicMenusQuery);
}
