import type { Blog, BlogListItem, PublicBlog, PublicBlogListItem } from '@giapha/contract';
import type { BlogDetailRow, BlogListRow } from './blogs.repo.ts';

/** What visitors see of a post in a list. */
export function toPublicBlogListItemDto(row: BlogListRow): PublicBlogListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    // A left join that found no row gives null (no category, or one that is gone).
    category: row.category ? { id: row.category.id, name: row.category.name, slug: row.category.slug } : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: row.author ? { id: row.author.id, name: row.author.name } : null,
    viewCount: row.viewCount,
  };
}

export function toPublicBlogDto(row: BlogDetailRow): PublicBlog {
  return { ...toPublicBlogListItemDto(row), content: row.content };
}

/** What admins see of a post in a list: its state and version too. */
export function toBlogListItemDto(row: BlogListRow): BlogListItem {
  return {
    ...toPublicBlogListItemDto(row),
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBlogDto(row: BlogDetailRow): Blog {
  return { ...toBlogListItemDto(row), content: row.content };
}
