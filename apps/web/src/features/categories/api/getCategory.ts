import { type Category, categoriesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { categoryKeys } from './cache.ts';

/** GET /api/category?id: one category of the clan (404 'Không tìm thấy danh mục' otherwise). */
export async function getCategory(id: string, signal?: AbortSignal): Promise<Category> {
  const response = await callApi(
    categoriesApi.get,
    { query: { id } },
    { fallbackMessage: CATEGORIES_FALLBACK.get, signal },
  );
  return response.data;
}

export const categoryQuery = (id: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
  });

export function useCategory(id: string) {
  return useQuery(categoryQuery(id));
}
