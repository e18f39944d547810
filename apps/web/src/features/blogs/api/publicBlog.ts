import { blogsApi, MESSAGES } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { publicBlogKeys } from './publicBlogs.ts';

/** GET /api/public/blog/{slug}: one published post with its sanitized content (404 otherwise). */
export const fetchPublicBlog = dataRead(blogsApi.getPublic, {
  request: (slug: string) => ({ params: { slug } }),
  fallbackMessage: MESSAGES.blogNotFound,
});

export const publicBlogQuery = (domain: string, slug: string) =>
  queryOptions({
    queryKey: publicBlogKeys.detail(domain, slug),
    queryFn: ({ signal }) => fetchPublicBlog(slug, signal),
    staleTime: 60_000,
  });

export function usePublicBlog(slug: string) {
  return useQuery(publicBlogQuery(useCurrentDomain(), slug));
}
