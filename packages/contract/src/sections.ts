import { z } from 'zod';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { isLinkTarget, mediaUrlSchema, optionalTextField } from './content.ts';
import { optionalDisplayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

/** The blocks a clan's home page is built from, in the order the admin chooses. */
export const sectionTypes = [
  'hero',
  'featuredPosts',
  'upcomingEvents',
  'campaigns',
  'treeTeaser',
  'richText',
] as const;
export const sectionTypeSchema = z.enum(sectionTypes, { error: MESSAGES.sectionTypeInvalid });
export type SectionType = z.infer<typeof sectionTypeSchema>;

export const SECTION_TYPE_LABELS: Record<SectionType, string> = {
  hero: 'Ảnh bìa và lời chào',
  featuredPosts: 'Bài viết nổi bật',
  upcomingEvents: 'Sự kiện sắp tới',
  campaigns: 'Chiến dịch đang gây quỹ',
  treeTeaser: 'Giới thiệu cây gia phả',
  richText: 'Nội dung tự do',
};

export const SECTION_ITEM_LIMIT_MAX = 12;
export const SECTIONS_PAGE_SIZE = 20;

export const sectionSchema = z.object({
  id: z.string(),
  type: sectionTypeSchema,
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  /** Sanitized HTML (rich-text and hero blocks). */
  content: z.string().nullable(),
  /** The hero's banner (falls back to the setting's banner). */
  imageUrl: z.string().nullable(),
  linkLabel: z.string().nullable(),
  linkUrl: z.string().nullable(),
  /** How many posts, events or campaigns the block shows. */
  itemLimit: z.number().int(),
  /** Featured posts from this category only (null: all categories). */
  categoryId: z.string().nullable(),
  /** The tree a teaser presents (null: the clan's first public tree). */
  treeId: z.string().nullable(),
  visible: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Section = z.infer<typeof sectionSchema>;

// GET /api/public/sections: visible blocks in order. GET /api/sections (admin): all of them.
export const sectionsQuery = pageQuery(SECTIONS_PAGE_SIZE);
export const sectionListResponse = listResponse(sectionSchema);
export const sectionResponse = okResponse(sectionSchema);

const sectionLinkField = z
  .string()
  .trim()
  .max(2000, MESSAGES.menuUrlInvalid)
  .refine((s) => s === '' || isLinkTarget(s), MESSAGES.menuUrlInvalid)
  .nullable()
  .optional()
  .transform((s) => (s === undefined ? undefined : s ? s : null));

const sectionFields = {
  title: optionalDisplayText(200),
  subtitle: optionalTextField(500),
  /** HTML from the editor; the server sanitizes it before storing. */
  content: z.string().max(200_000).nullable().optional(),
  imageUrl: mediaUrlSchema,
  linkLabel: optionalTextField(100),
  linkUrl: sectionLinkField,
  itemLimit: z.number().int().min(1).max(SECTION_ITEM_LIMIT_MAX).optional(),
  categoryId: z.uuid().nullable().optional(),
  treeId: z.uuid().nullable().optional(),
  visible: z.boolean().optional(),
};

// POST /api/section: added last.
export const createSectionBody = z.object({ type: sectionTypeSchema, ...sectionFields });
export type CreateSectionBody = z.input<typeof createSectionBody>;

// PUT /api/section/{id}: the fields sent change; the type stays.
export const updateSectionBody = z.object({ ...sectionFields, version: versionField }).partial();
export type UpdateSectionBody = z.input<typeof updateSectionBody>;
