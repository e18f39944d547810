import { categoriesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { categoryKeys } from './cache.ts';

/** GET /api/category?id: one category of the clan (404 'Không tìm thấy danh mục' otherwise). */
export const getCategory = dataRead(categoriesApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: CATEGORIES_FALLBACK.get,
});

export const categoryQuery = readQuery(categoryKeys.detail, getCategory);

export function useCategory(id: string) {
  return useQuery(categoryQuery(id));
}
