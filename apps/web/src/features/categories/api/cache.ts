import type { Category } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

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
  await refreshAfterRecordSave(queryClient, categoryKeys, changed.id, changed, {
    // Posts show their category's name and slug.
    refetch: [PUBLIC_CATEGORIES_KEY, PUBLIC_BLOGS_KEY],
  });
}

/** After a delete: its posts became uncategorised, so posts are fetched again too. */
export async function refreshCategoriesAfterDelete(
  queryClient: QueryClient,
  deletedId: string,
): Promise<void> {
  await refreshAfterRecordDelete(queryClient, categoryKeys, deletedId, {
    own: 'others',
    keepDetail: true,
    refetch: [PUBLIC_CATEGORIES_KEY, PUBLIC_BLOGS_KEY, ['blogs']],
  });
}

/** After a reorder: lists only. */
export async function refreshCategoriesAfterReorder(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_CATEGORIES_KEY }),
  ]);
}
