import type { Category } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { exceptUnder, recordKeys, type SearchPageParams } from '../../../lib/record-cache.ts';

export type CategoryListParams = SearchPageParams;

/** Every categories query starts with 'categories', so one invalidation refreshes lists and details. */
export const categoryKeys = recordKeys<CategoryListParams>('categories');

/** The public site's categories and posts (their keys start with 'public'). */
const PUBLIC_CATEGORIES_KEY: QueryKey = ['public', 'categories'];
const PUBLIC_BLOGS_KEY: QueryKey = ['public', 'blogs'];

/** What a change to one category answers: the category as saved and the server's message. */
export interface CategoryChange {
  category: Category;
  message: string;
}

/** After a category was created or changed: its detail is known, lists (admin and public) may have moved. */
export async function refreshCategoriesAfterChange(
  queryClient: QueryClient,
  changed: Category,
): Promise<void> {
  queryClient.setQueryData(categoryKeys.detail(changed.id), changed);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: categoryKeys.all,
      predicate: exceptUnder(categoryKeys.detail(changed.id)),
    }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_CATEGORIES_KEY }),
    // Posts show their category's name and slug.
    queryClient.invalidateQueries({ queryKey: PUBLIC_BLOGS_KEY }),
  ]);
}

/** After a delete: its posts became uncategorised, so posts are fetched again too. */
export async function refreshCategoriesAfterDelete(
  queryClient: QueryClient,
  deletedId: string,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: categoryKeys.detail(deletedId) });
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: categoryKeys.all,
      predicate: exceptUnder(categoryKeys.detail(deletedId)),
    }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_CATEGORIES_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_BLOGS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['blogs'] }),
  ]);
}

/** After a reorder: lists only. */
export async function refreshCategoriesAfterReorder(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_CATEGORIES_KEY }),
  ]);
}
