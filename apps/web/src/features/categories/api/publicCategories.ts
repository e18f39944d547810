import { CATEGORIES_PAGE_SIZE, type Category, categoriesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';

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

export const publicCategoriesQuery = (domain: string) =>
  queryOptions({
    queryKey: publicCategoryKeys.list(domain),
    queryFn: ({ signal }) => fetchPublicCategories(signal),
    staleTime: 5 * 60_000,
  });

export function usePublicCategories() {
  return useQuery(publicCategoriesQuery(useCurrentDomain()));
}
