import type { DateFormat, KinshipRegion, SectionType, SiteContact, SocialLinks } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { clans } from './clans.ts';
import { changeTracking, updatedAt, version } from './columns.ts';

// No foreign keys on the nullable references below (blog author and category, section category and
// tree), as in trees: ON DELETE SET NULL on a composite key would null clan_id too. Services clear
// them when the category goes; readers treat a reference to a missing row as none.

/** One row per clan once its admin saves the settings; until then the defaults are served. */
export const siteSettings = pgTable('site_settings', {
  clanId: uuid('clan_id')
    .primaryKey()
    .references(() => clans.id, { onDelete: 'cascade' }),
  /** Null: the clan's name. */
  siteName: text('site_name'),
  slogan: text('slogan'),
  description: text('description'),
  logo: text('logo'),
  favicon: text('favicon'),
  banner: text('banner'),
  primaryColor: text('primary_color'),
  contact: jsonb('contact').$type<SiteContact>(),
  social: jsonb('social').$type<SocialLinks>(),
  footerText: text('footer_text'),
  dateFormat: text('date_format').$type<DateFormat>().notNull().default('mm/dd/yy'),
  /** How the clan's pages say kinship terms (issue 23): the northern or the southern register. */
  kinshipRegion: text('kinship_region').$type<KinshipRegion>().notNull().default('north'),
  updatedAt: updatedAt(),
  version: version(),
});

/** The public menu: top-level items and their sub-items (two levels), ordered by position. */
export const menuItems = pgTable(
  'menu_items',
  {
    ...clanRowKey(),
    parentId: uuid('parent_id'),
    label: text('label').notNull(),
    url: text('url').notNull(),
    openInNewTab: boolean('open_in_new_tab').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('menu_items_clan_parent_position_idx').on(t.clanId, t.parentId, t.position),
    // Deleting an item deletes its sub-items.
    clanReference(t.clanId, t.parentId, t).onDelete('cascade'),
  ],
);

/** The blocks of the home page, ordered by position. */
export const sections = pgTable(
  'sections',
  {
    ...clanRowKey(),
    type: text('type').$type<SectionType>().notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    /** Sanitized HTML. */
    content: text('content'),
    imageUrl: text('image_url'),
    linkLabel: text('link_label'),
    linkUrl: text('link_url'),
    itemLimit: integer('item_limit').notNull().default(3),
    categoryId: uuid('category_id'),
    treeId: uuid('tree_id'),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...changeTracking(),
  },
  (t) => [clanPrimaryKey(t), index('sections_clan_position_idx').on(t.clanId, t.position)],
);

export const categories = pgTable(
  'categories',
  {
    ...clanRowKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('categories_clan_slug_key').on(t.clanId, t.slug),
    index('categories_clan_position_idx').on(t.clanId, t.position),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    ...clanRowKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    coverImage: text('cover_image'),
    categoryId: uuid('category_id'),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    /** Visible publicly when status is published and this moment has come. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    authorId: uuid('author_id'),
    /** Not part of the row's version: a visitor reading a post never makes an editor's save stale. */
    viewCount: integer('view_count').notNull().default(0),
    /** Folded (no case, tone marks, đ) title and summary, for the trigram search index. */
    searchText: text('search_text').notNull().default(''),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('blogs_clan_slug_key').on(t.clanId, t.slug),
    index('blogs_clan_status_published_idx').on(t.clanId, t.status, t.publishedAt.desc()),
    index('blogs_clan_category_idx').on(t.clanId, t.categoryId),
    index('blogs_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
  ],
);
