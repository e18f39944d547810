import type { DraftStatus } from '@giapha/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ClanBound, clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import {
  type DraftTreeRow,
  draftTrees,
  families,
  type PublishUndo,
  persons,
  places,
  sources,
  trees,
} from '../../db/schema/index.ts';

export type NewDraft = Omit<
  typeof draftTrees.$inferInsert,
  'clanId' | 'id' | 'createdAt' | 'updatedAt' | 'version' | 'status' | 'treeId'
>;
export type DraftPatch = Partial<
  Pick<
    DraftTreeRow,
    | 'name'
    | 'nodes'
    | 'families'
    | 'connections'
    | 'positions'
    | 'nodeCount'
    | 'familyCount'
    | 'status'
    | 'treeId'
  >
>;

/** A draft with the older draft of the clan made from the same source, if any. */
export type DraftWithDuplicate = DraftTreeRow & { duplicateOfId: string | null };
/** What the list shows: no nodes or families (megabytes for a big file). */
export type DraftSummary = Pick<
  DraftTreeRow,
  | 'id'
  | 'name'
  | 'source'
  | 'sourceName'
  | 'status'
  | 'nodeCount'
  | 'familyCount'
  | 'treeId'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
> & { warningCount: number; duplicateOfId: string | null };

/** The oldest earlier draft of the same clan with the same source hash. */
// The outer table is named in full: drizzle writes a column of the only table unqualified, which the
// subquery would read as its own.
const duplicateOf = (clan: ClanBound) => sql<string | null>`(select o.id from draft_trees o
  where o.clan_id = ${clan.clanId} and o.source_hash = draft_trees.source_hash
    and o.created_at < draft_trees.created_at
  order by o.created_at limit 1)`;

const candidateRows = z.object({
  rows: z.array(
    z.object({
      person_id: z.string(),
      tree_id: z.string().nullable(),
      tree_name: z.string().nullable(),
    }),
  ),
});

/** `like` pattern for a value at the start, with `%`, `_` and `\` taken literally. */
const startsWith = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The draft trees of one clan, and the lookups that match a draft against the clan's persons. */
export function draftsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const duplicateOfId = duplicateOf(clan);
  /** The columns of {@link DraftSummary}: what the list shows, without the content. */
  const summary = {
    id: draftTrees.id,
    name: draftTrees.name,
    source: draftTrees.source,
    sourceName: draftTrees.sourceName,
    status: draftTrees.status,
    nodeCount: draftTrees.nodeCount,
    familyCount: draftTrees.familyCount,
    treeId: draftTrees.treeId,
    createdAt: draftTrees.createdAt,
    updatedAt: draftTrees.updatedAt,
    version: draftTrees.version,
    warningCount: sql<number>`jsonb_array_length(${draftTrees.warnings})`.mapWith(Number),
    duplicateOfId,
  };

  return {
    async findById(id: string): Promise<DraftWithDuplicate | undefined> {
      const [row] = await db
        .select({ draft: draftTrees, duplicateOfId })
        .from(draftTrees)
        .where(clan.where(draftTrees, eq(draftTrees.id, id)))
        .limit(1);
      return row ? { ...row.draft, duplicateOfId: row.duplicateOfId } : undefined;
    },

    /** The earlier draft made from the same source, read without the draft's (large) content. */
    async duplicateOfId(id: string): Promise<string | null> {
      const [row] = await db
        .select({ duplicateOfId })
        .from(draftTrees)
        .where(clan.where(draftTrees, eq(draftTrees.id, id)))
        .limit(1);
      return row?.duplicateOfId ?? null;
    },

    /** Reads the draft and locks it until the transaction ends (publishing twice at once). */
    async lockById(id: string): Promise<DraftTreeRow | undefined> {
      const [row] = await db
        .select()
        .from(draftTrees)
        .where(clan.where(draftTrees, eq(draftTrees.id, id)))
        .limit(1)
        .for('update');
      return row;
    },

    async list(filter: {
      limit: number;
      offset: number;
      status?: DraftStatus | undefined;
    }): Promise<{ rows: DraftSummary[]; total: number }> {
      const where = clan.where(draftTrees, filter.status ? eq(draftTrees.status, filter.status) : undefined);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(summary)
          .from(draftTrees)
          .where(where)
          .orderBy(desc(draftTrees.createdAt), desc(draftTrees.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(draftTrees).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async insert(values: NewDraft): Promise<DraftTreeRow> {
      return insertedRow('draft_trees', await db.insert(draftTrees).values(clan.row(values)).returning());
    },

    /** Applies `patch` at `expectedVersion` (when given); undefined when nothing matched. */
    async update(id: string, patch: DraftPatch, expectedVersion?: number): Promise<DraftTreeRow | undefined> {
      const [row] = await db
        .update(draftTrees)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(draftTrees) })
        .where(clan.atVersion(draftTrees, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(draftTrees, id);
    },

    /**
     * Marks the draft published as `treeId` (with `content` when the publish edited it) and forgets its publish
     * note; answers the list's view of it, without the content.
     */
    async markPublished(id: string, treeId: string, content: DraftPatch = {}): Promise<DraftSummary> {
      const [row] = await db
        .update(draftTrees)
        .set({
          ...content,
          status: 'published',
          treeId,
          publishUndo: null,
          updatedAt: new Date(),
          version: nextVersion(draftTrees),
        })
        .where(clan.byId(draftTrees, id))
        .returning(summary);
      if (!row) throw new Error(`draft ${id} is gone`);
      return row;
    },

    /** Notes (or, with null, forgets) the rows a publish in steps has made so far. */
    async setPublishUndo(id: string, undo: PublishUndo | null): Promise<void> {
      await db.update(draftTrees).set({ publishUndo: undo }).where(clan.byId(draftTrees, id));
    },

    /** Deletes what an unfinished publish made (the rows hanging off them go with them) and forgets it. */
    async undoPublish(id: string, undo: PublishUndo): Promise<void> {
      await clan.deleteById(trees, undo.treeId);
      // Families before persons (a family's heads are kept from deletion), persons before places and sources.
      await clan.deleteByIds(families, undo.familyIds);
      await clan.deleteByIds(persons, undo.personIds);
      await clan.deleteByIds(sources, undo.sourceIds);
      await clan.deleteByIds(places, undo.placeIds);
      await db.update(draftTrees).set({ publishUndo: null }).where(clan.byId(draftTrees, id));
    },

    /** Drafts whose publish did not finish, with what it had made. */
    async unfinishedPublishes(): Promise<{ id: string; undo: PublishUndo }[]> {
      const rows = await db
        .select({ id: draftTrees.id, undo: draftTrees.publishUndo })
        .from(draftTrees)
        .where(clan.where(draftTrees, sql`${draftTrees.publishUndo} is not null`));
      return rows.flatMap((row) => (row.undo ? [{ id: row.id, undo: row.undo }] : []));
    },

    /**
     * Persons of the clan whose name starts with one of the folded names (the search text starts with
     * the folded name): one statement per 1,000 names. The caller compares the names exactly.
     */
    async personsByFoldedNames(foldedNames: readonly string[]) {
      const found: (typeof persons.$inferSelect)[] = [];
      for (let i = 0; i < foldedNames.length; i += 1000) {
        const patterns = foldedNames.slice(i, i + 1000).map(startsWith);
        const list = sql.join(
          patterns.map((p) => sql`${p}`),
          sql`, `,
        );
        found.push(
          ...(await db
            .select()
            .from(persons)
            .where(clan.where(persons, sql`${persons.searchText} like any (array[${list}])`))),
        );
      }
      return found;
    },

    /** One tree (the oldest) showing each person, when any does. */
    async treesOfPersons(personIds: readonly string[]) {
      const result = new Map<string, { treeId: string | null; treeName: string | null }>();
      if (personIds.length === 0) return result;
      const ids = sql.join(
        personIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const rows = candidateRows.parse(
        await db.execute(sql`
          with members as (
            select f.id as family_id, f.father_id as person_id from families f where f.clan_id = ${clan.clanId} and f.father_id in (${ids})
            union select f.id, f.mother_id from families f where f.clan_id = ${clan.clanId} and f.mother_id in (${ids})
            union select s.family_id, s.person_id from family_spouses s where s.clan_id = ${clan.clanId} and s.person_id in (${ids})
            union select c.family_id, c.person_id from family_children c where c.clan_id = ${clan.clanId} and c.person_id in (${ids})
          )
          select distinct on (m.person_id) m.person_id::text as person_id, t.id::text as tree_id, t.name as tree_name
          from members m
          join tree_families tf on tf.clan_id = ${clan.clanId} and tf.family_id = m.family_id
          join trees t on t.clan_id = ${clan.clanId} and t.id = tf.tree_id
          order by m.person_id, t.created_at`),
      ).rows;
      for (const row of rows) result.set(row.person_id, { treeId: row.tree_id, treeName: row.tree_name });
      return result;
    },
  };
}
