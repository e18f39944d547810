import { foldVietnamese } from '@giapha/genealogy';
import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { albums } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';

export type AlbumRow = typeof albums.$inferSelect;
export type NewAlbum = Omit<
  typeof albums.$inferInsert,
  'clanId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'version'
>;
export type AlbumPatch = Partial<Omit<NewAlbum, 'createdBy'>>;

/** What the trigram index searches: the folded title and description, so `le to` finds `Lễ Tổ`. */
export function albumSearchText(album: { title: string; description?: string | null | undefined }): string {
  return foldVietnamese(`${album.title} ${album.description ?? ''}`);
}

/** The cover a list shows: the one chosen, else the first photo, else null. */
const coverOrFirst = sql<
  string | null
>`coalesce(nullif(${albums.coverImage}, ''), ${albums.images} -> 0 ->> 'url')`;

/** Lists carry no photos (an album may hold hundreds), only how many there are. */
const listColumns = {
  id: albums.id,
  slug: albums.slug,
  title: albums.title,
  description: albums.description,
  coverImage: coverOrFirst,
  eventDate: albums.eventDate,
  imageCount: sql<number>`jsonb_array_length(${albums.images})`.mapWith(Number),
  createdAt: albums.createdAt,
  updatedAt: albums.updatedAt,
  version: albums.version,
};

/** A search in any spelling, answered by the trigram index albums_clan_search_idx (clan_id, search_text). */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search ? foldVietnamese(search) : '';
  return term ? ilike(albums.searchText, containsPattern(term)) : undefined;
}

export interface AlbumFilter {
  limit: number;
  offset: number;
  /** Any spelling; folded here and matched against the folded title and description. */
  search?: string | undefined;
}

/** The photo albums of one clan. */
export function albumsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  async function list(filter: AlbumFilter, order: SQL[]) {
    const condition = clan.where(albums, searchCondition(filter.search));
    const rows = await db
      .select({ ...listColumns, total: windowTotal })
      .from(albums)
      .where(condition)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset);
    const total = await clan.pageTotal(albums, condition, rows, filter.offset);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  return {
    /** Visitors' list: the newest gathering first; albums without a date after the dated ones. */
    listPublic(filter: AlbumFilter) {
      return list(filter, [
        sql`${albums.eventDate} desc nulls last`,
        desc(albums.createdAt),
        desc(albums.id),
      ]);
    },

    /** Admins' list: the last edited first, so a saved album is at the top. */
    listAdmin(filter: AlbumFilter) {
      return list(filter, [desc(albums.updatedAt), desc(albums.id)]);
    },

    async findById(id: string): Promise<AlbumRow | undefined> {
      const [row] = await db.select().from(albums).where(clan.byId(albums, id)).limit(1);
      return row;
    },

    /** By id when `key` is one (a slug may look like an id too), else by slug. */
    async findByIdOrSlug(key: string, keyIsId: boolean): Promise<AlbumRow | undefined> {
      const match = keyIsId ? or(eq(albums.id, key), eq(albums.slug, key)) : eq(albums.slug, key);
      const [row] = await db
        .select()
        .from(albums)
        .where(clan.where(albums, match))
        // An id hit wins over a slug that happens to read the same.
        .orderBy(keyIsId ? sql`(${albums.id} = ${key}) desc` : albums.id)
        .limit(1);
      return row;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<AlbumRow | undefined> {
      const [row] = await db.select().from(albums).where(clan.byId(albums, id)).limit(1).for('update');
      return row;
    },

    /** Whether another row uses a slug, and the slugs starting with a prefix (other than `exceptId`). */
    ...clan.slugLookups(albums),

    async insert(values: NewAlbum): Promise<AlbumRow> {
      return insertedRow(
        'albums',
        await db
          .insert(albums)
          .values(clan.row({ ...values, searchText: albumSearchText(values) }))
          .returning(),
      );
    },

    /**
     * Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing
     * matched. `current` is the row as read, to keep the search text right.
     */
    async update(
      current: AlbumRow,
      patch: AlbumPatch,
      expectedVersion?: number,
    ): Promise<AlbumRow | undefined> {
      const searchText = albumSearchText({
        title: patch.title ?? current.title,
        description: patch.description === undefined ? current.description : patch.description,
      });
      const [row] = await db
        .update(albums)
        .set({ ...patch, searchText, updatedAt: new Date(), version: nextVersion(albums) })
        .where(clan.atVersion(albums, current.id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(albums, id);
    },
  };
}

export type AlbumsRepo = ReturnType<typeof albumsRepo>;
export type AlbumListRow = Awaited<ReturnType<AlbumsRepo['listAdmin']>>['rows'][number];
