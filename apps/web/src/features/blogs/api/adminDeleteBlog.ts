import { type BlogListItem, blogsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { refreshAfterBlogDelete } from './adminBlogCache.ts';

export type DeleteAdminBlogInput = Pick<BlogListItem, 'id' | 'slug'>;

/** DELETE /api/blog/{id} (admin): answers the server's message. */
export async function deleteAdminBlog({ id }: DeleteAdminBlogInput): Promise<string> {
  const response = await callApi(
    blogsApi.remove,
    { params: { id } },
    { fallbackMessage: BLOGS_FALLBACK.delete },
  );
  return response.message || MESSAGES.blogDeleted;
}

export function useDeleteAdminBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminBlog,
    onSuccess: (_message, blog) => refreshAfterBlogDelete(queryClient, blog),
  });
}
