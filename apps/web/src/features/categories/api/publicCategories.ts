import { CATEGORIES_PAGE_SIZE, type Category, categoriesApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { siteQuery, useSiteQuery } from '../../../lib/record-queries.ts';

/** Visitors' category queries start with ['public', 'categories']: the admin's edits invalidate that prefix. */
export const publicCategoryKeys = {
  all: ['public', 'categories'] as const,
  list: (domain: string) => ['public', 'categories', domain] as const,
};

/** GET /api/public/categories: the clan's categories in order (the first 20, the spec's default). */
export async function fetchPublicCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await callApi(
    categoriesApi.listPublic,
    { query: { limit: CATEGORIES_PAGE_SIZE, offset: 0 } },
    { fallbackMessage: 'Không thể tải danh mục bài viết', signal },
  );
  return response.data;
}

export const publicCategoriesQuery = siteQuery(publicCategoryKeys.list, fetchPublicCategories, {
  staleTime: 5 * 60_000,
});

export function usePublicCategories() {
  return useSiteQuery(publicCategoriesQuery);
}
