import { z } from 'zod';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { isLinkTarget } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

/** Spec §9: menus list 20 by default. */
export const MENUS_PAGE_SIZE = 20;
/** Top-level items and their sub-items: a menu never nests deeper than two levels. */
export const MENU_MAX_CHILDREN = 30;

/**
 * The menu a new clan starts with (its admin edits it from there); the site shows the same links
 * when a clan has removed every item.
 */
export const DEFAULT_MENU_LINKS: readonly { label: string; url: string }[] = [
  { label: 'Trang chủ', url: '/' },
  { label: 'Tin tức', url: '/blogs' },
  { label: 'Gia phả', url: '/family-tree' },
  { label: 'Sự kiện', url: '/events' },
  { label: 'Album ảnh', url: '/albums' },
  { label: 'Đóng góp', url: '/campaigns' },
  { label: 'Liên hệ', url: '/contact' },
];

const menuLinkFields = {
  id: z.string(),
  label: z.string(),
  /** A page of the site (`/blogs`), an http(s) URL, mailto: or tel:. */
  url: z.string(),
  openInNewTab: z.boolean(),
};

export const publicMenuChildSchema = z.object(menuLinkFields);
/** A top-level item of the public menu with its sub-items, both in their admin-chosen order. */
export const publicMenuItemSchema = z.object({ ...menuLinkFields, children: z.array(publicMenuChildSchema) });
export type PublicMenuItem = z.infer<typeof publicMenuItemSchema>;

const adminMenuFields = {
  ...menuLinkFields,
  parentId: z.string().nullable(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
};
export const menuChildSchema = z.object(adminMenuFields);
export type MenuChild = z.infer<typeof menuChildSchema>;
export const menuItemSchema = z.object({ ...adminMenuFields, children: z.array(menuChildSchema) });
export type MenuItem = z.infer<typeof menuItemSchema>;

// GET /api/public/menus (limit 20, offset): top-level items, each with its children; total counts top-level items.
export const menusQuery = pageQuery(MENUS_PAGE_SIZE);
export const publicMenuListResponse = listResponse(publicMenuItemSchema);

// GET /api/menus (admin): the same tree with versions and parents.
export const menuListResponse = listResponse(menuItemSchema);
export const menuResponse = okResponse(menuChildSchema);

const labelField = displayText(100, MESSAGES.menuLabelRequired);
const urlField = z
  .string({ error: MESSAGES.menuUrlRequired })
  .trim()
  .min(1, MESSAGES.menuUrlRequired)
  .max(2000, MESSAGES.menuUrlInvalid)
  .refine(isLinkTarget, MESSAGES.menuUrlInvalid);

// POST /api/menu: added at the end of its level.
export const createMenuBody = z.object({
  label: labelField,
  url: urlField,
  parentId: z.uuid().nullable().optional(),
  openInNewTab: z.boolean().default(false),
});
export type CreateMenuBody = z.input<typeof createMenuBody>;

// PUT /api/menu/{id}
export const updateMenuBody = z.object({
  label: labelField.optional(),
  url: urlField.optional(),
  parentId: z.uuid().nullable().optional(),
  openInNewTab: z.boolean().optional(),
  version: versionField,
});
export type UpdateMenuBody = z.input<typeof updateMenuBody>;

// PUT /api/menus/reorder: every item's parent and position after a drag.
export const reorderMenusBody = z.object({
  items: z
    .array(
      z.object({
        id: z.uuid(),
        parentId: z.uuid().nullable(),
        position: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(500),
});
export type ReorderMenusBody = z.infer<typeof reorderMenusBody>;
