import type { AlbumImage } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanRowKey } from './clan-columns.ts';
import { changeTracking, createdAt } from './columns.ts';

/**
 * An uploaded image: re-encoded to WebP and stored under server-made names
 * (`{clanId}/{id}.webp` and its `-480`, `-1024`, `-thumb` copies) on disk or in the bucket.
 */
export const files = pgTable(
  'files',
  {
    ...clanRowKey(),
    /** Storage key of the main copy; the smaller copies sit beside it. */
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Bytes of the main copy. */
    size: integer('size').notNull(),
    /** Bytes of the main copy and every smaller one together. */
    totalSize: integer('total_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** What the uploader's file was (detected by magic bytes), for the record. */
    sourceType: text('source_type').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [clanPrimaryKey(t), index('files_clan_created_idx').on(t.clanId, t.createdAt)],
);

export const albums = pgTable(
  'albums',
  {
    ...clanRowKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    coverImage: text('cover_image'),
    /** The day of the gathering the photos are from (`YYYY-MM-DD`). */
    eventDate: text('event_date'),
    /** Ordered photos. */
    images: jsonb('images').$type<AlbumImage[]>().notNull().default([]),
    /** Folded (no case, tone marks, đ) title and description, for the trigram search index. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('albums_clan_slug_key').on(t.clanId, t.slug),
    index('albums_clan_event_date_idx').on(t.clanId, t.eventDate.desc(), t.createdAt.desc()),
    index('albums_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type AlbumRow = typeof albums.$inferSelect;
