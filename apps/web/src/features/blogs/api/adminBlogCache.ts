import type { Blog, BlogStateFilter } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

export interface AdminBlogListParams extends SearchPageParams {
  state?: BlogStateFilter;
  categoryId?: string;
}

/** Every admin posts query starts with 'blogs', so one invalidation refreshes lists and details. */
/** `detail` takes a post's slug, as the edit page (/admin/blogs/update/{slug}) loads it. */
export const adminBlogKeys = recordKeys<AdminBlogListParams>('blogs');

/** What visitors see: the public posts (list, detail, home page blocks) and categories' counts. */
const PUBLIC_BLOGS: QueryKey = ['public', 'blogs'];
const PUBLIC_SECTIONS: QueryKey = ['public', 'sections'];
const CATEGORIES: QueryKey = ['categories'];
const PUBLIC_CATEGORIES: QueryKey = ['public', 'categories'];
const PUBLIC_SIDE = [PUBLIC_BLOGS, PUBLIC_SECTIONS, CATEGORIES, PUBLIC_CATEGORIES];

/** What a change to one post answers: the post as saved and the server's message. */
export interface BlogChange {
  blog: Blog;
  message: string;
}

/**
 * After a post was created or changed: it is known under its (maybe new) slug; an old slug's entry
 * goes; lists, public pages and categories' post counts may have moved.
 */
export async function refreshAfterBlogChange(
  queryClient: QueryClient,
  changed: Blog,
  previousSlug?: string,
): Promise<void> {
  if (previousSlug && previousSlug !== changed.slug) {
    queryClient.removeQueries({ queryKey: adminBlogKeys.detail(previousSlug), exact: true });
  }
  await refreshAfterRecordSave(queryClient, adminBlogKeys, changed.slug, changed, { refetch: PUBLIC_SIDE });
}

/** After a delete: its edit page is leaving, lists and public pages are fetched again. */
export async function refreshAfterBlogDelete(
  queryClient: QueryClient,
  deleted: Pick<Blog, 'slug'>,
): Promise<void> {
  await refreshAfterRecordDelete(queryClient, adminBlogKeys, deleted.slug, { refetch: PUBLIC_SIDE });
}
