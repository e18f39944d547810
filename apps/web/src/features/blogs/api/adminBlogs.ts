import { type BlogListItem, blogsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { type AdminBlogListParams, adminBlogKeys } from './adminBlogCache.ts';

export interface AdminBlogPage {
  blogs: BlogListItem[];
  total: number;
}

/**
 * GET /api/blogs (admin): one page of the clan's posts in every state, newest first; `state` picks
 * drafts, visible posts or scheduled ones, `search` ignores case and diacritics on the server.
 */
export const listAdminBlogs = pageRead(blogsApi.list, {
  request: (params: AdminBlogListParams) => ({
    query: {
      ...searchPageQuery(params),
      state: params.state,
      categoryId: params.categoryId,
    },
  }),
  fallbackMessage: BLOGS_FALLBACK.list,
  page: (blogs, total): AdminBlogPage => ({ blogs, total }),
});

export const adminBlogsQuery = listQuery(adminBlogKeys.list, listAdminBlogs);

export function useAdminBlogs(params: AdminBlogListParams) {
  return useQuery(adminBlogsQuery(params));
}
