import { z } from 'zod';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { optionalTextField, slugSchema } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

/** Spec §9: categories list 20 by default. */
export const CATEGORIES_PAGE_SIZE = 20;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Unique within the clan; `/blogs?category={slug}` filters by it. */
  slug: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  /** Published posts in it (public) or all its posts (admin). */
  blogCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** What a post shows of its category. */
export const categoryRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

// GET /api/public/categories (limit 20, offset); GET /api/categories (members; + search)
export const publicCategoriesQuery = pageQuery(CATEGORIES_PAGE_SIZE);
export const listCategoriesQuery = pageQuery(CATEGORIES_PAGE_SIZE).extend({
  search: z.string().trim().max(200).optional(),
});
export type ListCategoriesQuery = z.input<typeof listCategoriesQuery>;
export const categoryListResponse = listResponse(categorySchema);
export const categoryResponse = okResponse(categorySchema);

const nameField = displayText(100, MESSAGES.categoryNameRequired);
/** Blank: made from the name (`Tin dòng họ` → `tin-dong-ho`). */
const slugField = slugSchema.or(z.literal('')).optional();

// POST /api/category: added last.
export const createCategoryBody = z.object({
  name: nameField,
  slug: slugField,
  description: optionalTextField(1000),
});
export type CreateCategoryBody = z.input<typeof createCategoryBody>;

// PUT /api/category/{id}
export const updateCategoryBody = z.object({
  name: nameField.optional(),
  slug: slugField,
  description: optionalTextField(1000),
  version: versionField,
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBody>;
