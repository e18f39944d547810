import { foldVietnamese } from '@giapha/genealogy';
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { blogs, categories, sections } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { publicNow } from '../blogs/blog-visibility.ts';

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

const listOrder = [asc(categories.position), asc(categories.name), asc(categories.id)];

/** The categories of one clan's posts. */
export function categoriesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /** The posts of the category in the current row, counted in the same query (no N+1). */
  function blogCount(publicCount: boolean) {
    const ofCategory = clan.where(
      blogs,
      eq(blogs.categoryId, categories.id),
      publicCount ? publicNow() : undefined,
    );
    return sql<number>`(select count(*)::int from ${blogs} where ${ofCategory})`.mapWith(Number);
  }

  /** The clan's categories matching `condition`, each with its post count. */
  function selectWithCount(publicCount: boolean, condition: SQL | undefined) {
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
      .from(categories)
      .where(clan.where(categories, condition));
  }

  return {
    /** A page in the clan's order (position, then name), with the total that matched. */
    async list(filter: CategoryListFilter): Promise<{ rows: CategoryWithCount[]; total: number }> {
      const term = filter.search ? foldVietnamese(filter.search) : '';
      // Categories are few and have no search column: fold the name on the database side.
      const search = term
        ? sql`lower(unaccent(${categories.name})) like ${containsPattern(term)}`
        : undefined;
      const [rows, [totalRow]] = await Promise.all([
        selectWithCount(filter.publicCount, search)
          .orderBy(...listOrder)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(categories).where(clan.where(categories, search)),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async findById(id: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(clan.byId(categories, id)).limit(1);
      return row;
    },

    /** One category with all its posts counted (the admin view). */
    async findWithCount(id: string): Promise<CategoryWithCount | undefined> {
      const [row] = await selectWithCount(false, eq(categories.id, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(clan.byId(categories, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Whether another row uses a slug, and the slugs starting with a prefix (other than `exceptId`). */
    ...clan.slugLookups(categories),

    /** Adds the category after the clan's last one. */
    async insert(values: NewCategory): Promise<CategoryRow> {
      const nextPosition = sql<number>`(select coalesce(max(${categories.position}) + 1, 0) from ${categories} where ${categories.clanId} = ${clan.clanId})`;
      return insertedRow(
        'categories',
        await db
          .insert(categories)
          .values(clan.row({ ...values, position: nextPosition }))
          .returning(),
      );
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      id: string,
      patch: CategoryPatch,
      expectedVersion?: number,
    ): Promise<CategoryRow | undefined> {
      const [row] = await db
        .update(categories)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(categories) })
        .where(clan.atVersion(categories, id, expectedVersion))
        .returning();
      return row;
    },

    /**
     * Posts and home-page sections pointing at the category no longer do (there is no foreign key to
     * do it: see the schema). Run in the transaction that deletes the category.
     */
    async detachReferences(id: string): Promise<void> {
      await db
        .update(blogs)
        .set({ categoryId: null })
        .where(clan.where(blogs, eq(blogs.categoryId, id)));
      await db
        .update(sections)
        .set({ categoryId: null })
        .where(clan.where(sections, eq(sections.categoryId, id)));
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(categories, id);
    },

    /** Which of `ids` are categories of the clan. */
    async existingIds(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(clan.where(categories, inArray(categories.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /**
     * Sets the positions in one statement. Order only: the version stays, so a drag does not make an
     * open edit form stale.
     */
    async setPositions(items: readonly { id: string; position: number }[]): Promise<void> {
      if (items.length === 0) return;
      const values = sql.join(
        items.map((item) => sql`(${item.id}::uuid, ${item.position}::int)`),
        sql`, `,
      );
      await db
        .update(categories)
        .set({ position: sql`v.position` })
        .from(sql`(values ${values}) as v(id, position)`)
        .where(clan.where(categories, sql`${categories.id} = v.id`));
    },
  };
}
