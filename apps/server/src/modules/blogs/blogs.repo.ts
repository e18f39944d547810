import type { BlogStateFilter } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import { desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { blogs, categories, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';
import { publicNow } from './blog-visibility.ts';

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlog = Omit<
  typeof blogs.$inferInsert,
  'clanId' | 'id' | 'searchText' | 'viewCount' | 'createdAt' | 'updatedAt' | 'version'
>;
export type BlogPatch = Partial<Omit<NewBlog, 'authorId'>>;

/** What the trigram index searches: the folded title and summary, so `gio to` finds `Giỗ Tổ`. */
export function blogSearchText(blog: { title: string; summary?: string | null | undefined }): string {
  return foldVietnamese(`${blog.title} ${blog.summary ?? ''}`);
}

function stateCondition(state: BlogStateFilter): SQL {
  switch (state) {
    case 'draft':
      return sql`${blogs.status} = 'draft'`;
    case 'published':
      return publicNow();
    case 'scheduled':
      return sql`(${blogs.status} = 'published' and ${blogs.publishedAt} > now())`;
  }
}

/** The columns every list shows; no content (it can be large and lists never show it). */
const listColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  summary: blogs.summary,
  coverImage: blogs.coverImage,
  publishedAt: blogs.publishedAt,
  viewCount: blogs.viewCount,
  status: blogs.status,
  version: blogs.version,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  // A left join that found nothing (no category, or one deleted meanwhile) gives null.
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  author: { id: users.id, name: users.name },
};

const detailColumns = { ...listColumns, content: blogs.content };

export interface PublicBlogFilter {
  limit: number;
  offset: number;
  /** Any spelling; folded here and matched against the folded title and summary. */
  search?: string | undefined;
  categoryId?: string | undefined;
  categorySlug?: string | undefined;
}

export interface AdminBlogFilter {
  limit: number;
  offset: number;
  search?: string | undefined;
  state?: BlogStateFilter | undefined;
  categoryId?: string | undefined;
}

function searchCondition(search: string | undefined): SQL | undefined {
  const term = search ? foldVietnamese(search) : '';
  // Answered by the trigram index blogs_clan_search_idx (clan_id, search_text).
  return term ? ilike(blogs.searchText, containsPattern(term)) : undefined;
}

/** Rows plus the window total; a page past the end has no row to carry it, so it is counted apart. */
async function page<R extends { total: number }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const first = rows[0];
  const total = first ? first.total : offset > 0 ? await countAll() : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** What visitors may see of the list: published and due posts matching the filter. */
function publicConditions(filter: PublicBlogFilter): (SQL | undefined)[] {
  return [
    publicNow(),
    searchCondition(filter.search),
    filter.categoryId ? eq(blogs.categoryId, filter.categoryId) : undefined,
    filter.categorySlug ? eq(categories.slug, filter.categorySlug) : undefined,
  ];
}

/** The posts of one clan. */
export function blogsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const categoryOfBlog = clan.byId(categories, blogs.categoryId);
  const authorOfBlog = clan.byId(users, blogs.authorId);

  // Every post with its category and author, joined in the same query (no N+1).
  const listRows = (...conditions: (SQL | undefined)[]) =>
    db
      .select({ ...listColumns, total: windowTotal })
      .from(blogs)
      .leftJoin(categories, categoryOfBlog)
      .leftJoin(users, authorOfBlog)
      .where(clan.where(blogs, ...conditions));

  function publicListQuery(filter: PublicBlogFilter) {
    return listRows(...publicConditions(filter))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(filter.limit)
      .offset(filter.offset);
  }

  async function countWhere(...conditions: (SQL | undefined)[]): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(blogs)
      .leftJoin(categories, categoryOfBlog)
      .where(clan.where(blogs, ...conditions));
    return row?.total ?? 0;
  }

  async function findOne(...conditions: (SQL | undefined)[]) {
    const [row] = await db
      .select(detailColumns)
      .from(blogs)
      .leftJoin(categories, categoryOfBlog)
      .leftJoin(users, authorOfBlog)
      .where(clan.where(blogs, ...conditions))
      .limit(1);
    return row;
  }

  return {
    /** What visitors see: published and due posts, newest first, in one query with their total. */
    async listPublic(filter: PublicBlogFilter) {
      const rows = await publicListQuery(filter);
      return page(rows, filter.offset, () => countWhere(...publicConditions(filter)));
    },

    /** The public list's query, exposed so a test can EXPLAIN exactly what runs. */
    publicListQuery,

    /** Every post of the clan for its admins, last edited first. */
    async listAdmin(filter: AdminBlogFilter) {
      const conditions = [
        searchCondition(filter.search),
        filter.state ? stateCondition(filter.state) : undefined,
        filter.categoryId ? eq(blogs.categoryId, filter.categoryId) : undefined,
      ];
      const rows = await listRows(...conditions)
        .orderBy(desc(blogs.updatedAt), desc(blogs.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return page(rows, filter.offset, () => countWhere(...conditions));
    },

    /** A post with its content, category and author, whatever its state. */
    async findDetailById(id: string) {
      return findOne(eq(blogs.id, id));
    },

    async findDetailBySlug(slug: string) {
      return findOne(eq(blogs.slug, slug));
    },

    async findPublicDetailBySlug(slug: string) {
      return findOne(eq(blogs.slug, slug), publicNow());
    },

    /**
     * Counts a visit to a post visitors can see; returns its id, or undefined when there is none.
     * Neither the version nor updated_at moves: a visitor never makes an editor's save stale.
     */
    async countPublicView(slug: string): Promise<string | undefined> {
      const [row] = await db
        .update(blogs)
        .set({ viewCount: sql`${blogs.viewCount} + 1` })
        .where(clan.where(blogs, eq(blogs.slug, slug), publicNow()))
        .returning({ id: blogs.id });
      return row?.id;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<BlogRow | undefined> {
      const [row] = await db.select().from(blogs).where(clan.byId(blogs, id)).limit(1).for('update');
      return row;
    },

    /** Whether another row uses a slug, and the slugs starting with a prefix (other than `exceptId`). */
    ...clan.slugLookups(blogs),

    async insert(values: NewBlog): Promise<BlogRow> {
      return insertedRow(
        'blogs',
        await db
          .insert(blogs)
          .values(clan.row({ ...values, searchText: blogSearchText(values) }))
          .returning(),
      );
    },

    /**
     * Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing
     * matched. `current` is the row as read, to keep the search text right when the title or summary changes.
     */
    async update(current: BlogRow, patch: BlogPatch, expectedVersion?: number): Promise<BlogRow | undefined> {
      const searchText = blogSearchText({
        title: patch.title ?? current.title,
        summary: patch.summary === undefined ? current.summary : patch.summary,
      });
      const [row] = await db
        .update(blogs)
        .set({ ...patch, searchText, updatedAt: new Date(), version: nextVersion(blogs) })
        .where(clan.atVersion(blogs, current.id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(blogs, id);
    },
  };
}

export type BlogsRepo = ReturnType<typeof blogsRepo>;
export type BlogListRow = Awaited<ReturnType<BlogsRepo['listAdmin']>>['rows'][number];
export type BlogDetailRow = NonNullable<Awaited<ReturnType<BlogsRepo['findDetailById']>>>;
