import { blogsApi, MESSAGES, type UpdateBlogBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
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
export async function updateAdminBlog({ id, changes }: UpdateAdminBlogInput): Promise<BlogChange> {
  const response = await callApi(
    blogsApi.update,
    { params: { id }, body: changes },
    { fallbackMessage: BLOGS_FALLBACK.update },
  );
  return { blog: response.data, message: response.message ?? MESSAGES.blogUpdated };
}

export function useUpdateAdminBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminBlog,
    onSuccess: ({ blog }, { slug }) => refreshAfterBlogChange(queryClient, blog, slug),
  });
}
