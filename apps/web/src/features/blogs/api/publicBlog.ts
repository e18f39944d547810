import { blogsApi, MESSAGES } from '@giapha/contract';
import { dataRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { publicBlogKeys } from './publicBlogs.ts';

/** GET /api/public/blog/{slug}: one published post with its sanitized content (404 otherwise). */
export const fetchPublicBlog = dataRead(blogsApi.getPublic, {
  request: (slug: string) => ({ params: { slug } }),
  fallbackMessage: MESSAGES.blogNotFound,
});

export const publicBlogQuery = publicQuery(publicBlogKeys.detail, fetchPublicBlog);

export function usePublicBlog(slug: string) {
  return usePublicQuery(publicBlogQuery, slug);
}
