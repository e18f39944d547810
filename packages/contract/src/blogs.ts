import { z } from 'zod';
import { categoryRefSchema } from './categories.ts';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { mediaUrlSchema, optionalTextField, slugSchema } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

export const blogStatuses = ['draft', 'published'] as const;
export const blogStatusSchema = z.enum(blogStatuses);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/**
 * What the admin list filters by: `scheduled` is a published post whose publish date is still
 * ahead; `published` means visible now.
 */
export const blogStateFilters = ['draft', 'published', 'scheduled'] as const;
export const blogStateFilterSchema = z.enum(blogStateFilters);
export type BlogStateFilter = z.infer<typeof blogStateFilterSchema>;

const blogListFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  coverImage: z.string().nullable(),
  category: categoryRefSchema.nullable(),
  /** When it shows publicly (a future date schedules it); null for a draft never published. */
  publishedAt: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  viewCount: z.number().int(),
};

/** A post as visitors see it in lists: published and due only. */
export const publicBlogListItemSchema = z.object(blogListFields);
export type PublicBlogListItem = z.infer<typeof publicBlogListItemSchema>;
/** Sanitized HTML content (no scripts, handlers or `javascript:` links). */
export const publicBlogSchema = publicBlogListItemSchema.extend({ content: z.string() });
export type PublicBlog = z.infer<typeof publicBlogSchema>;

export const blogListItemSchema = publicBlogListItemSchema.extend({
  status: blogStatusSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogListItem = z.infer<typeof blogListItemSchema>;
export const blogSchema = blogListItemSchema.extend({ content: z.string() });
export type Blog = z.infer<typeof blogSchema>;

// GET /api/public/blogs (limit, offset, search, categoryId, categorySlug) → { data, total }
export const publicBlogsQuery = pageQuery().extend({
  search: z.string().trim().max(200).optional(),
  categoryId: z.uuid().optional(),
  categorySlug: z.string().trim().max(120).optional(),
});
export type PublicBlogsQuery = z.input<typeof publicBlogsQuery>;
export const publicBlogListResponse = listResponse(publicBlogListItemSchema);
// GET /api/public/blog/{slug} (unknown or not yet published → 404 Not Found)
export const blogSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
export const publicBlogResponse = okResponse(publicBlogSchema);

// GET /api/blogs (admin): every state
export const listBlogsQuery = pageQuery().extend({
  search: z.string().trim().max(200).optional(),
  state: blogStateFilterSchema.optional(),
  categoryId: z.uuid().optional(),
});
export type ListBlogsQuery = z.input<typeof listBlogsQuery>;
export const blogListResponse = listResponse(blogListItemSchema);
// GET /api/blog?id, GET /api/blog/{slug}, POST /api/blog, PUT /api/blog/{id}
export const blogResponse = okResponse(blogSchema);

const titleField = displayText(300, MESSAGES.blogTitleRequired);
/** Blank: made from the title without diacritics (`Giỗ Tổ` → `gio-to`), made unique with `-2`, `-3`… */
const slugField = slugSchema.or(z.literal('')).optional();
const publishedAtField = z.iso.datetime({ offset: true, error: MESSAGES.dateInvalid }).nullable().optional();

const blogFields = {
  slug: slugField,
  summary: optionalTextField(1000),
  coverImage: mediaUrlSchema,
  categoryId: z.uuid().nullable().optional(),
  /** HTML from the editor; the server sanitizes it before storing. */
  content: z.string().max(500_000).optional(),
  status: blogStatusSchema.optional(),
  /** With status published: when to show it (empty: now). */
  publishedAt: publishedAtField,
};

// POST /api/blog
export const createBlogBody = z.object({ title: titleField, ...blogFields });
export type CreateBlogBody = z.input<typeof createBlogBody>;

// PUT /api/blog/{id}: the fields sent change.
export const updateBlogBody = z.object({
  title: titleField.optional(),
  ...blogFields,
  version: versionField,
});
export type UpdateBlogBody = z.input<typeof updateBlogBody>;
