import { type Category, categoriesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { type CategoryListParams, categoryKeys } from './cache.ts';

export interface CategoryPage {
  categories: Category[];
  total: number;
}

/** GET /api/categories: one page of the clan's categories in their chosen order (members may read). */
export const listCategories = pageRead(categoriesApi.list, {
  request: (params: CategoryListParams) => ({
    query: searchPageQuery(params),
  }),
  fallbackMessage: CATEGORIES_FALLBACK.list,
  page: (categories, total): CategoryPage => ({ categories, total }),
});

export const categoriesListQuery = listQuery(categoryKeys.list, listCategories);

export function useCategoriesList(params: CategoryListParams) {
  return useQuery(categoriesListQuery(params));
}

/** The most categories one request returns: enough to choose one from in a select. */
export const CATEGORY_CHOICES_LIMIT = 100;

/** The clan's categories to choose from (the home page's featured posts block, say). */
export function useCategoryChoices() {
  return useQuery(categoriesListQuery({ limit: CATEGORY_CHOICES_LIMIT, offset: 0 }));
}
