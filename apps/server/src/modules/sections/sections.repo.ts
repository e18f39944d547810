import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { atVersion, nextVersion } from '../../db/clan-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
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

export function sectionsRepo(db: DbOrTx) {
  return {
    async findById(clanId: string, id: string): Promise<SectionRow | undefined> {
      const [row] = await db
        .select()
        .from(sections)
        .where(and(eq(sections.clanId, clanId), eq(sections.id, id)))
        .limit(1);
      return row;
    },

    /** A page of blocks in order (only the visible ones when asked), and how many there are in all. */
    async list(
      clanId: string,
      filter: { limit: number; offset: number; visibleOnly: boolean },
    ): Promise<{ rows: SectionListRow[]; total: number }> {
      const conditions = [eq(sections.clanId, clanId)];
      if (filter.visibleOnly) conditions.push(eq(sections.visible, true));
      const where = and(...conditions);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({
            section: sections,
            categoryId: categories.id,
            treeIsPublic: trees.isPublic,
          })
          .from(sections)
          .leftJoin(
            categories,
            and(eq(categories.clanId, sections.clanId), eq(categories.id, sections.categoryId)),
          )
          .leftJoin(trees, and(eq(trees.clanId, sections.clanId), eq(trees.id, sections.treeId)))
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
    async existingIds(clanId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.clanId, clanId), inArray(sections.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /** The position after the last block. */
    async nextPosition(clanId: string): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${sections.position}), -1)::int + 1` })
        .from(sections)
        .where(eq(sections.clanId, clanId));
      return row?.next ?? 0;
    },

    async insert(clanId: string, values: NewSection): Promise<SectionRow> {
      const [row] = await db
        .insert(sections)
        .values({ ...values, clanId })
        .returning();
      if (!row) throw new Error('insert into sections returned no row');
      return row;
    },

    /** Updates when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      clanId: string,
      id: string,
      patch: SectionPatch,
      expectedVersion?: number,
    ): Promise<SectionRow | undefined> {
      const [row] = await db
        .update(sections)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(sections) })
        .where(atVersion(sections, clanId, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(clanId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(sections)
        .where(and(eq(sections.clanId, clanId), eq(sections.id, id)))
        .returning({ id: sections.id });
      return rows.length > 0;
    },

    /** Sets positions in one statement; only blocks whose position changes get a new version. */
    async place(clanId: string, placements: readonly { id: string; position: number }[]): Promise<void> {
      if (placements.length === 0) return;
      const values = sql.join(
        placements.map((p) => sql`(${p.id}::uuid, ${p.position}::int)`),
        sql`, `,
      );
      await db
        .update(sections)
        .set({ position: sql`v.position`, updatedAt: new Date(), version: nextVersion(sections) })
        .from(sql`(values ${values}) as v(id, position)`)
        .where(
          and(
            eq(sections.clanId, clanId),
            sql`${sections.id} = v.id`,
            sql`${sections.position} <> v.position`,
          ),
        );
    },

    async categoryExists(clanId: string, categoryId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.clanId, clanId), eq(categories.id, categoryId)))
        .limit(1);
      return row !== undefined;
    },

    async treeExists(clanId: string, treeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trees.id })
        .from(trees)
        .where(and(eq(trees.clanId, clanId), eq(trees.id, treeId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
