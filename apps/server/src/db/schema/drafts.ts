import type {
  DraftConnection,
  DraftFamilyValue,
  DraftNode,
  DraftPosition,
  DraftSource,
  DraftSourceRecord,
  DraftStatus,
} from '@giapha/contract';
import type { DraftWarning, FidelityEntry } from '@giapha/genealogy';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { clanRowKey } from './clan-columns.ts';
import { changeTracking } from './columns.ts';

/**
 * A draft tree under review (spec "AI draft tree"): its persons and families under temporary ids, as
 * JSON — a draft is read and written whole by the canvas, and becomes rows only when published.
 * `tree_id` has no foreign key (the tree may be deleted later; the draft then just shows no link).
 */
export const draftTrees = pgTable(
  'draft_trees',
  {
    ...clanRowKey(),
    name: text('name').notNull(),
    source: text('source').$type<DraftSource>().notNull(),
    sourceName: text('source_name'),
    /** SHA-256 of the file or text, to flag the same source imported twice. */
    sourceHash: text('source_hash').notNull(),
    status: text('status').$type<DraftStatus>().notNull().default('draft'),
    treeId: uuid('tree_id'),
    nodes: jsonb('nodes').$type<DraftNode[]>().notNull().default([]),
    families: jsonb('families').$type<DraftFamilyValue[]>().notNull().default([]),
    /** The file's source records (GEDCOM SOUR) that the content's citations name. */
    sources: jsonb('sources').$type<DraftSourceRecord[]>().notNull().default([]),
    connections: jsonb('connections').$type<DraftConnection[]>().notNull().default([]),
    positions: jsonb('positions').$type<DraftPosition[]>().notNull().default([]),
    warnings: jsonb('warnings').$type<DraftWarning[]>().notNull().default([]),
    report: jsonb('report').$type<FidelityEntry[]>().notNull().default([]),
    nodeCount: integer('node_count').notNull().default(0),
    familyCount: integer('family_count').notNull().default(0),
    createdBy: uuid('created_by'),
    ...changeTracking(),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.id] }),
    index('draft_trees_clan_created_idx').on(t.clanId, t.createdAt.desc()),
    index('draft_trees_clan_hash_idx').on(t.clanId, t.sourceHash),
  ],
);

export type DraftTreeRow = typeof draftTrees.$inferSelect;
