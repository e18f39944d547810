import { blogsApi, type CreateBlogBody, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { type BlogChange, refreshAfterBlogChange } from './adminBlogCache.ts';

/** POST /api/blog (admin): a blank slug is made from the title; a slug in use is 409 on `slug`. */
export async function createAdminBlog(body: CreateBlogBody): Promise<BlogChange> {
  const response = await callApi(blogsApi.create, { body }, { fallbackMessage: BLOGS_FALLBACK.create });
  return { blog: response.data, message: response.message ?? MESSAGES.blogCreated };
}

export function useCreateAdminBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminBlog,
    onSuccess: ({ blog }) => refreshAfterBlogChange(queryClient, blog),
  });
}
