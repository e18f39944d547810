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
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { clanRowKey } from './clan-columns.ts';
import { changeTracking } from './columns.ts';

/**
 * JSON kept as text: a draft's content is megabytes that the database never looks inside, and the embedded
 * database takes a second to turn 10 MB into jsonb (other clans wait meanwhile) but a few dozen ms as text.
 */
const jsonText = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value),
  })(name);

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
    nodes: jsonText<DraftNode[]>('nodes').notNull().default(sql`'[]'`),
    families: jsonText<DraftFamilyValue[]>('families').notNull().default(sql`'[]'`),
    /** The file's source records (GEDCOM SOUR) that the content's citations name. */
    sources: jsonText<DraftSourceRecord[]>('sources').notNull().default(sql`'[]'`),
    connections: jsonText<DraftConnection[]>('connections').notNull().default(sql`'[]'`),
    positions: jsonText<DraftPosition[]>('positions').notNull().default(sql`'[]'`),
    warnings: jsonb('warnings').$type<DraftWarning[]>().notNull().default([]),
    report: jsonb('report').$type<FidelityEntry[]>().notNull().default([]),
    /**
     * While the embedded database publishes the draft in steps: the rows made so far, undone at start-up when
     * the process stopped before the last step (db/bulk-writes.ts).
     */
    publishUndo: jsonb('publish_undo').$type<PublishUndo>(),
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

/** The rows a publish in steps has made: its tree, and the persons, families, sources and places it added. */
export interface PublishUndo {
  treeId: string;
  personIds: string[];
  familyIds: string[];
  sourceIds: string[];
  placeIds: string[];
}
