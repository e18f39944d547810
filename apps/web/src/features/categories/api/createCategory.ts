import { type CreateCategoryBody, categoriesApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { type CategoryChange, refreshCategoriesAfterChange } from './cache.ts';

/** POST /api/category (admin): added last; a blank slug is made from the name. A slug in use is 409. */
export async function createCategory(body: CreateCategoryBody): Promise<CategoryChange> {
  const response = await callApi(
    categoriesApi.create,
    { body },
    { fallbackMessage: CATEGORIES_FALLBACK.create },
  );
  return { category: response.data, message: response.message ?? MESSAGES.categoryCreated };
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: ({ category }) => refreshCategoriesAfterChange(queryClient, category),
  });
}
