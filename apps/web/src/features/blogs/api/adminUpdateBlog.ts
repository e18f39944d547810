import { blogsApi, MESSAGES, type UpdateBlogBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { type BlogChange, refreshAfterBlogChange } from './adminBlogCache.ts';

export interface UpdateAdminBlogInput {
  id: string;
  /** The slug it was loaded under, so a renamed post's old entry is dropped from the cache. */
  slug: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateBlogBody;
}

/** PUT /api/blog/{id} (admin) */
export const updateAdminBlog = recordMutation(blogsApi.update, {
  request: ({ id, changes }: UpdateAdminBlogInput) => ({ params: { id }, body: changes }),
  fallbackMessage: BLOGS_FALLBACK.update,
  successMessage: MESSAGES.blogUpdated,
  answer: (blog, message): BlogChange => ({ blog, message }),
});

export function useUpdateAdminBlog() {
  return useApiMutation(updateAdminBlog, (queryClient, { blog }, { slug }) =>
    refreshAfterBlogChange(queryClient, blog, slug),
  );
}
