import { blogsApi, MESSAGES, type PublicBlog } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { publicBlogKeys } from './publicBlogs.ts';

/** GET /api/public/blog/{slug}: one published post with its sanitized content (404 otherwise). */
export async function fetchPublicBlog(slug: string, signal?: AbortSignal): Promise<PublicBlog> {
  const response = await callApi(
    blogsApi.getPublic,
    { params: { slug } },
    { fallbackMessage: MESSAGES.blogNotFound, signal },
  );
  return response.data;
}

export const publicBlogQuery = (domain: string, slug: string) =>
  queryOptions({
    queryKey: publicBlogKeys.detail(domain, slug),
    queryFn: ({ signal }) => fetchPublicBlog(slug, signal),
    staleTime: 60_000,
  });

export function usePublicBlog(slug: string) {
  return useQuery(publicBlogQuery(useCurrentDomain(), slug));
}
