import { categoriesApi, MESSAGES, type UpdateCategoryBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { type CategoryChange, refreshCategoriesAfterChange } from './cache.ts';

export interface UpdateCategoryInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateCategoryBody;
}

/** PUT /api/category/{id} (admin) */
export const updateCategory = recordMutation(categoriesApi.update, {
  request: ({ id, changes }: UpdateCategoryInput) => ({ params: { id }, body: changes }),
  fallbackMessage: CATEGORIES_FALLBACK.update,
  successMessage: MESSAGES.categoryUpdated,
  answer: (category, message): CategoryChange => ({ category, message }),
});

export function useUpdateCategory() {
  return useApiMutation(updateCategory, (queryClient, { category }) =>
    refreshCategoriesAfterChange(queryClient, category),
  );
}
