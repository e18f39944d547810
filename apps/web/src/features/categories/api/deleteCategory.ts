import { categoriesApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { refreshCategoriesAfterDelete } from './cache.ts';

/** DELETE /api/category/{id} (admin); its posts stay, without a category. Answers the server's message. */
export async function deleteCategory(id: string): Promise<string> {
  const response = await callApi(
    categoriesApi.remove,
    { params: { id } },
    { fallbackMessage: CATEGORIES_FALLBACK.delete },
  );
  return response.message || MESSAGES.categoryDeleted;
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_message, id) => refreshCategoriesAfterDelete(queryClient, id),
  });
}
