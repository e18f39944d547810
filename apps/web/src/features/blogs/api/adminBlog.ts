import { blogsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { adminBlogKeys } from './adminBlogCache.ts';

/** GET /api/blog/{slug} (admin): one post in any state, with its content (404 when unknown). */
export const getAdminBlog = dataRead(blogsApi.getBySlug, {
  request: (slug: string) => ({ params: { slug } }),
  fallbackMessage: BLOGS_FALLBACK.get,
});

export const adminBlogQuery = readQuery(adminBlogKeys.detail, getAdminBlog);

export function useAdminBlog(slug: string) {
  return useQuery(adminBlogQuery(slug));
}
