import { type Blog, blogsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { adminBlogKeys } from './adminBlogCache.ts';

/** GET /api/blog/{slug} (admin): one post in any state, with its content (404 when unknown). */
export async function getAdminBlog(slug: string, signal?: AbortSignal): Promise<Blog> {
  const response = await callApi(
    blogsApi.getBySlug,
    { params: { slug } },
    { fallbackMessage: BLOGS_FALLBACK.get, signal },
  );
  return response.data;
}

export const adminBlogQuery = (slug: string) =>
  queryOptions({
    queryKey: adminBlogKeys.detail(slug),
    queryFn: ({ signal }) => getAdminBlog(slug, signal),
  });

export function useAdminBlog(slug: string) {
  return useQuery(adminBlogQuery(slug));
}
