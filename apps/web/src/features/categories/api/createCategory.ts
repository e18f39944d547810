import { type CreateCategoryBody, categoriesApi, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { type CategoryChange, refreshCategoriesAfterChange } from './cache.ts';

/** POST /api/category (admin): added last; a blank slug is made from the name. A slug in use is 409. */
export const createCategory = recordMutation(categoriesApi.create, {
  request: (body: CreateCategoryBody) => ({ body }),
  fallbackMessage: CATEGORIES_FALLBACK.create,
  successMessage: MESSAGES.categoryCreated,
  answer: (category, message): CategoryChange => ({ category, message }),
});

export function useCreateCategory() {
  return useApiMutation(createCategory, (queryClient, { category }) =>
    refreshCategoriesAfterChange(queryClient, category),
  );
}
