import { blogsApi, type CreateBlogBody, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { type BlogChange, refreshAfterBlogChange } from './adminBlogCache.ts';

/** POST /api/blog (admin): a blank slug is made from the title; a slug in use is 409 on `slug`. */
export const createAdminBlog = recordMutation(blogsApi.create, {
  request: (body: CreateBlogBody) => ({ body }),
  fallbackMessage: BLOGS_FALLBACK.create,
  successMessage: MESSAGES.blogCreated,
  answer: (blog, message): BlogChange => ({ blog, message }),
});

export function useCreateAdminBlog() {
  return useApiMutation(createAdminBlog, (queryClient, { blog }) =>
    refreshAfterBlogChange(queryClient, blog),
  );
}
