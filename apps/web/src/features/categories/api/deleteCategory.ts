import { categoriesApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { refreshCategoriesAfterDelete } from './cache.ts';

/** DELETE /api/category/{id} (admin); its posts stay, without a category. Answers the server's message. */
export const deleteCategory = messageMutation(categoriesApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: CATEGORIES_FALLBACK.delete,
  successMessage: MESSAGES.categoryDeleted,
});

export function useDeleteCategory() {
  return useDeleteMutation(deleteCategory, refreshCategoriesAfterDelete);
}
