import { foldVietnamese } from '@giapha/genealogy';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { atVersion, nextVersion, slugsStartingWithIn, slugTakenIn } from '../../db/clan-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { blogs, categories, sections } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { publicNow } from '../blogs/blogs.repo.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = Pick<typeof categories.$inferInsert, 'name' | 'slug' | 'description'>;
export type CategoryPatch = Partial<NewCategory>;
/** A category with the number of posts in it. */
export type CategoryWithCount = CategoryRow & { blogCount: number };

export interface CategoryListFilter {
  limit: number;
  offset: number;
  /** Any spelling: `tin dong ho` finds `Tin dòng họ`. */
  search?: string | undefined;
  /** Count only the posts visitors can see (published and due); otherwise every post. */
  publicCount: boolean;
}

/** The posts of the category in the current row, counted in the same query (no N+1). */
function blogCount(publicCount: boolean) {
  const conditions = [eq(blogs.clanId, categories.clanId), eq(blogs.categoryId, categories.id)];
  if (publicCount) conditions.push(publicNow());
  return sql<number>`(select count(*)::int from ${blogs} where ${and(...conditions)})`.mapWith(Number);
}

const listOrder = [asc(categories.position), asc(categories.name), asc(categories.id)];

export function categoriesRepo(db: DbOrTx) {
  function selectWithCount(publicCount: boolean) {
    return db
      .select({
        clanId: categories.clanId,
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        description: categories.description,
        position: categories.position,
        createdAt: categories.createdAt,
        updatedAt: categories.updatedAt,
        version: categories.version,
        blogCount: blogCount(publicCount),
      })
      .from(categories);
  }

  return {
    /** A page in the clan's order (position, then name), with the total that matched. */
    async list(
      clanId: string,
      filter: CategoryListFilter,
    ): Promise<{ rows: CategoryWithCount[]; total: number }> {
      const conditions: SQL[] = [eq(categories.clanId, clanId)];
      const term = filter.search ? foldVietnamese(filter.search) : '';
      // Categories are few and have no search column: fold the name on the database side.
      if (term) conditions.push(sql`lower(unaccent(${categories.name})) like ${containsPattern(term)}`);
      const where = and(...conditions);
      const [rows, [totalRow]] = await Promise.all([
        selectWithCount(filter.publicCount)
          .where(where)
          .orderBy(...listOrder)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(categories).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async findById(clanId: string, id: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.clanId, clanId), eq(categories.id, id)))
        .limit(1);
      return row;
    },

    /** One category with all its posts counted (the admin view). */
    async findWithCount(clanId: string, id: string): Promise<CategoryWithCount | undefined> {
      const [row] = await selectWithCount(false)
        .where(and(eq(categories.clanId, clanId), eq(categories.id, id)))
        .limit(1);
      return row;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(clanId: string, id: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.clanId, clanId), eq(categories.id, id)))
        .limit(1)
        .for('update');
      return row;
    },

    /** Whether another category of the clan (not `exceptId`) already uses `slug`. */
    async slugTaken(clanId: string, slug: string, exceptId?: string): Promise<boolean> {
      return slugTakenIn(db, categories, clanId, slug, exceptId);
    },

    /** The slugs of the clan's categories (other than `exceptId`) that start with `prefix`. */
    async slugsStartingWith(clanId: string, prefix: string, exceptId?: string): Promise<string[]> {
      return slugsStartingWithIn(db, categories, clanId, prefix, exceptId);
    },

    /** Adds the category after the clan's last one. */
    async insert(clanId: string, values: NewCategory): Promise<CategoryRow> {
      const nextPosition = sql<number>`(select coalesce(max(${categories.position}) + 1, 0) from ${categories} where ${categories.clanId} = ${clanId})`;
      const [row] = await db
        .insert(categories)
        .values({ ...values, clanId, position: nextPosition })
        .returning();
      if (!row) throw new Error('insert into categories returned no row');
      return row;
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      clanId: string,
      id: string,
      patch: CategoryPatch,
      expectedVersion?: number,
    ): Promise<CategoryRow | undefined> {
      const [row] = await db
        .update(categories)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(categories) })
        .where(atVersion(categories, clanId, id, expectedVersion))
        .returning();
      return row;
    },

    /**
     * Posts and home-page sections pointing at the category no longer do (there is no foreign key to
     * do it: see the schema). Run in the transaction that deletes the category.
     */
    async detachReferences(clanId: string, id: string): Promise<void> {
      await db
        .update(blogs)
        .set({ categoryId: null })
        .where(and(eq(blogs.clanId, clanId), eq(blogs.categoryId, id)));
      await db
        .update(sections)
        .set({ categoryId: null })
        .where(and(eq(sections.clanId, clanId), eq(sections.categoryId, id)));
    },

    async delete(clanId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(categories)
        .where(and(eq(categories.clanId, clanId), eq(categories.id, id)))
        .returning({ id: categories.id });
      return rows.length > 0;
    },

    /** Which of `ids` are categories of the clan. */
    async existingIds(clanId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.clanId, clanId), inArray(categories.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /**
     * Sets the positions in one statement. Order only: the version stays, so a drag does not make an
     * open edit form stale.
     */
    async setPositions(clanId: string, items: readonly { id: string; position: number }[]): Promise<void> {
      if (items.length === 0) return;
      const values = sql.join(
        items.map((item) => sql`(${item.id}::uuid, ${item.position}::int)`),
        sql`, `,
      );
      await db
        .update(categories)
        .set({ position: sql`v.position` })
        .from(sql`(values ${values}) as v(id, position)`)
        .where(and(eq(categories.clanId, clanId), sql`${categories.id} = v.id`));
    },
  };
}
