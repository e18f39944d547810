import { type BlogListItem, blogsApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { refreshAfterBlogDelete } from './adminBlogCache.ts';

export type DeleteAdminBlogInput = Pick<BlogListItem, 'id' | 'slug'>;

/** DELETE /api/blog/{id} (admin): answers the server's message. */
export const deleteAdminBlog = messageMutation(blogsApi.remove, {
  request: ({ id }: DeleteAdminBlogInput) => ({ params: { id } }),
  fallbackMessage: BLOGS_FALLBACK.delete,
  successMessage: MESSAGES.blogDeleted,
});

export function useDeleteAdminBlog() {
  return useDeleteMutation(deleteAdminBlog, refreshAfterBlogDelete);
}
