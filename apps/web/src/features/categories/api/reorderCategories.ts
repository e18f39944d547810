import { categoriesApi, MESSAGES, type ReorderBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageMutation } from '../../../lib/record-mutations.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';
import { type CategoryListParams, refreshCategoriesAfterReorder } from './cache.ts';
import { type CategoryPage, categoriesListQuery } from './listCategories.ts';

/** PUT /api/categories/reorder (admin): the new position of each category moved. */
export const reorderCategories = messageMutation(categoriesApi.reorder, {
  request: (body: ReorderBody) => ({ body }),
  fallbackMessage: CATEGORIES_FALLBACK.reorder,
  successMessage: MESSAGES.categoriesReordered,
});

export interface ReorderCategoriesInput {
  /** The page the rows were dragged on: it shows the new order at once. */
  params: CategoryListParams;
  /** That page's rows in their new order, with their new positions. */
  reordered: CategoryPage;
}

/** Optimistic: the page shows the new order at once and goes back to the old one if the server refuses. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reordered }: ReorderCategoriesInput) =>
      reorderCategories({
        items: reordered.categories.map((category) => ({ id: category.id, position: category.position })),
      }),
    onMutate: async ({ params, reordered }) => {
      const key = categoriesListQuery(params).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, reordered);
      return { previous };
    },
    onError: (_error, { params }, context) => {
      if (context?.previous) queryClient.setQueryData(categoriesListQuery(params).queryKey, context.previous);
    },
    onSettled: () => refreshCategoriesAfterReorder(queryClient),
  });
}
