import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { categories, sections, trees } from '../../db/schema/index.ts';

export type SectionRow = typeof sections.$inferSelect;
type NewSection = Omit<typeof sections.$inferInsert, 'clanId' | 'id' | 'createdAt' | 'updatedAt' | 'version'>;
export type SectionPatch = Partial<Omit<NewSection, 'type'>>;

/** A block with what became of the rows it points to (a category or tree may have been deleted since). */
export interface SectionListRow {
  section: SectionRow;
  categoryExists: boolean;
  /** Null when the tree is gone (or none is named). */
  treeIsPublic: boolean | null;
}

const ORDER = [asc(sections.position), asc(sections.createdAt), asc(sections.id)];

export function sectionsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async findById(id: string): Promise<SectionRow | undefined> {
      const [row] = await db.select().from(sections).where(clan.byId(sections, id)).limit(1);
      return row;
    },

    /** A page of blocks in order (only the visible ones when asked), and how many there are in all. */
    async list(filter: {
      limit: number;
      offset: number;
      visibleOnly: boolean;
    }): Promise<{ rows: SectionListRow[]; total: number }> {
      const where = clan.where(sections, filter.visibleOnly ? eq(sections.visible, true) : undefined);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({
            section: sections,
            categoryId: categories.id,
            treeIsPublic: trees.isPublic,
          })
          .from(sections)
          .leftJoin(categories, clan.byId(categories, sections.categoryId))
          .leftJoin(trees, clan.byId(trees, sections.treeId))
          .where(where)
          .orderBy(...ORDER)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(sections).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          section: r.section,
          categoryExists: r.categoryId !== null,
          treeIsPublic: r.treeIsPublic,
        })),
        total: totalRow?.total ?? 0,
      };
    },

    /** Which of `ids` are blocks of this clan. */
    async existingIds(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: sections.id })
        .from(sections)
        .where(clan.where(sections, inArray(sections.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /** The position after the last block. */
    async nextPosition(): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${sections.position}), -1)::int + 1` })
        .from(sections)
        .where(clan.where(sections));
      return row?.next ?? 0;
    },

    async insert(values: NewSection): Promise<SectionRow> {
      return insertedRow('sections', await db.insert(sections).values(clan.row(values)).returning());
    },

    /** Updates when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(id: string, patch: SectionPatch, expectedVersion?: number): Promise<SectionRow | undefined> {
      const [row] = await db
        .update(sections)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(sections) })
        .where(clan.atVersion(sections, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(sections, id);
    },

    /** Sets positions in one statement; only blocks whose position changes get a new version. */
    async place(placements: readonly { id: string; position: number }[]): Promise<void> {
      if (placements.length === 0) return;
      const values = sql.join(
        placements.map((p) => sql`(${p.id}::uuid, ${p.position}::int)`),
        sql`, `,
      );
      await db
        .update(sections)
        .set({ position: sql`v.position`, updatedAt: new Date(), version: nextVersion(sections) })
        .from(sql`(values ${values}) as v(id, position)`)
        .where(clan.where(sections, sql`${sections.id} = v.id`, sql`${sections.position} <> v.position`));
    },

    async categoryExists(categoryId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(clan.byId(categories, categoryId))
        .limit(1);
      return row !== undefined;
    },

    async treeExists(treeId: string): Promise<boolean> {
      const [row] = await db.select({ id: trees.id }).from(trees).where(clan.byId(trees, treeId)).limit(1);
      return row !== undefined;
    },
  };
}
