import { blogsApi, type PublicBlogListItem } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';

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
      limit: params.limit,
      offset: params.offset,
      search: params.search,
      categoryId: params.categoryId,
      categorySlug: params.categorySlug,
    },
  }),
  fallbackMessage: PUBLIC_BLOGS_FALLBACK,
  page: (blogs, total): PublicBlogPage => ({ blogs, total }),
});

export const publicBlogsQuery = (domain: string, params: PublicBlogsParams) =>
  queryOptions({
    queryKey: publicBlogKeys.list(domain, params),
    queryFn: ({ signal }) => fetchPublicBlogs(params, signal),
    staleTime: 60_000,
    // The cards stay while the next page, category or search loads.
    placeholderData: keepPreviousData,
  });

export function usePublicBlogs(params: PublicBlogsParams) {
  return useQuery(publicBlogsQuery(useCurrentDomain(), params));
}
