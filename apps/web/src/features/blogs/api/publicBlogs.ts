import { blogsApi, type PublicBlogListItem } from '@giapha/contract';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { pageRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';

export interface PublicBlogsParams {
  limit: number;
  offset: number;
  search?: string;
  categoryId?: string;
  categorySlug?: string;
}

export interface PublicBlogPage {
  blogs: PublicBlogListItem[];
  total: number;
}

/** Visitors' post queries start with ['public', 'blogs']: publishing or editing a post invalidates that prefix. */
export const publicBlogKeys = {
  all: ['public', 'blogs'] as const,
  list: (domain: string, params: PublicBlogsParams) => ['public', 'blogs', domain, 'list', params] as const,
  detail: (domain: string, slug: string) => ['public', 'blogs', domain, 'detail', slug] as const,
};

export const PUBLIC_BLOGS_FALLBACK = 'Không thể tải danh sách bài viết';

/** GET /api/public/blogs: published posts, newest first, searched without diacritics. */
export const fetchPublicBlogs = pageRead(blogsApi.listPublic, {
  request: (params: PublicBlogsParams) => ({
    query: {
      ...searchPageQuery(params),
      categoryId: params.categoryId,
      categorySlug: params.categorySlug,
    },
  }),
  fallbackMessage: PUBLIC_BLOGS_FALLBACK,
  page: (blogs, total): PublicBlogPage => ({ blogs, total }),
});

/** The cards stay while the next page, category or search loads. */
export const publicBlogsQuery = publicQuery(publicBlogKeys.list, fetchPublicBlogs, { keepPrevious: true });

export function usePublicBlogs(params: PublicBlogsParams) {
  return usePublicQuery(publicBlogsQuery, params);
}
