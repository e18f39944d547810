import { categoriesApi, MESSAGES, type UpdateCategoryBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { type CategoryChange, refreshCategoriesAfterChange } from './cache.ts';

export interface UpdateCategoryInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateCategoryBody;
}

/** PUT /api/category/{id} (admin) */
export async function updateCategory({ id, changes }: UpdateCategoryInput): Promise<CategoryChange> {
  const response = await callApi(
    categoriesApi.update,
    { params: { id }, body: changes },
    { fallbackMessage: CATEGORIES_FALLBACK.update },
  );
  return { category: response.data, message: response.message ?? MESSAGES.categoryUpdated };
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: ({ category }) => refreshCategoriesAfterChange(queryClient, category),
  });
}
