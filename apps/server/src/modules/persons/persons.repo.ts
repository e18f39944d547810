import { foldVietnamese } from '@giapha/genealogy';
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ClanBound, clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { type OtherNames, persons, type TreeBox, treePositions } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { treePersonIds } from '../../db/tree-membership.ts';

export type PersonRow = typeof persons.$inferSelect;
export type NewPerson = Omit<
  typeof persons.$inferInsert,
  'clanId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'version'
>;
export type PersonPatch = Partial<NewPerson>;

/**
 * What the trigram index searches: the folded name, every other name (pháp danh too) and the Hán-Nôm
 * name, so `nguyen van duc` finds `Nguyễn Văn Đức`.
 */
export function personSearchText(person: {
  name: string;
  otherNames?: OtherNames | null | undefined;
  nameHanNom?: string | null | undefined;
}): string {
  const names = [person.name, ...Object.values(person.otherNames ?? {}), person.nameHanNom];
  return foldVietnamese(names.filter((n): n is string => Boolean(n)).join(' '));
}

export interface PersonListFilter {
  limit: number;
  offset: number;
  /** Any spelling: folded here, matched against the folded names. */
  search?: string | undefined;
  /** Only persons of this tree (partners and children of its families). */
  treeId?: string | undefined;
  generation?: number | null | undefined;
  deceased?: boolean | undefined;
}

export interface PersonSearchFilter {
  limit: number;
  offset: number;
  search: string;
  treeId?: string | undefined;
}

/** A person's own box, or one tree's position for them. */
export interface BoxUpdate {
  id: string;
  x: number;
  y: number;
  width?: number | undefined;
  height?: number | undefined;
}

/** `persons.id` is one of the tree's persons: the father, mother, further spouses and children of its families. */
function inTree(clan: ClanBound, treeId: string): SQL {
  const members = treePersonIds(clan, treeId);
  return inArray(persons.id, clan.db.select({ id: members.personId }).from(members));
}

/** Generation, then thứ tự among siblings (unknown ones last), then name. */
const treeOrder = [
  sql`${persons.generation} asc nulls last`,
  sql`${persons.ordinalNumber} asc nulls last`,
  asc(persons.name),
  asc(persons.id),
];

/** The persons of one clan. */
export function personsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  function listConditions(filter: PersonListFilter): SQL[] {
    const conditions: SQL[] = [];
    const term = filter.search ? foldVietnamese(filter.search) : '';
    if (term) conditions.push(sql`${persons.searchText} like ${containsPattern(term)}`);
    if (filter.treeId) conditions.push(inTree(clan, filter.treeId));
    if (filter.generation != null) conditions.push(eq(persons.generation, filter.generation));
    if (filter.deceased !== undefined) conditions.push(eq(persons.deceased, filter.deceased));
    return conditions;
  }

  function searchConditions(term: string, treeId: string | undefined): SQL[] {
    const conditions = [sql`${persons.searchText} like ${containsPattern(term)}`];
    if (treeId) conditions.push(inTree(clan, treeId));
    return conditions;
  }

  /** A page of persons in tree order (generation, thứ tự, name), with the total that matched. */
  async function list(filter: PersonListFilter): Promise<{ rows: PersonRow[]; total: number }> {
    const where = clan.where(persons, ...listConditions(filter));
    const [rows, [totalRow]] = await Promise.all([
      db
        .select()
        .from(persons)
        .where(where)
        .orderBy(...treeOrder)
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ total: count() }).from(persons).where(where),
    ]);
    return { rows, total: totalRow?.total ?? 0 };
  }

  /** The search page query (see `searchQuery` below). */
  function searchQuery(filter: PersonSearchFilter) {
    const term = foldVietnamese(filter.search);
    const where = clan.where(persons, ...searchConditions(term, filter.treeId));
    return db
      .select()
      .from(persons)
      .where(where)
      .orderBy(sql`word_similarity(${term}, ${persons.searchText}) desc`, asc(persons.name), asc(persons.id))
      .limit(filter.limit)
      .offset(filter.offset);
  }

  return {
    async findById(id: string): Promise<PersonRow | undefined> {
      const [row] = await db.select().from(persons).where(clan.byId(persons, id)).limit(1);
      return row;
    },

    async findByIds(ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(persons)
        .where(clan.where(persons, inArray(persons.id, [...ids])));
    },

    async insert(values: NewPerson): Promise<PersonRow> {
      return insertedRow(
        'persons',
        await db
          .insert(persons)
          .values(clan.row({ ...values, searchText: personSearchText(values) }))
          .returning(),
      );
    },

    async insertMany(values: readonly NewPerson[]): Promise<PersonRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(persons)
        .values(clan.rows(values.map((v) => ({ ...v, searchText: personSearchText(v) }))))
        .returning();
    },

    /** New persons whose ids are chosen by the caller (a published draft links them before they exist). */
    async insertWithIds(values: readonly (NewPerson & { id: string })[]): Promise<void> {
      if (values.length === 0) return;
      await clan.insertRows(
        persons,
        values.map((v) => ({ ...v, searchText: personSearchText(v) })),
      );
    },

    /**
     * Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing
     * matched. `current` is the row as read, to keep the search text right when names change.
     */
    async update(
      current: PersonRow,
      patch: PersonPatch,
      expectedVersion?: number,
    ): Promise<PersonRow | undefined> {
      const searchText = personSearchText({
        name: patch.name ?? current.name,
        otherNames: patch.otherNames ?? current.otherNames,
        nameHanNom: patch.nameHanNom === undefined ? current.nameHanNom : patch.nameHanNom,
      });
      const [row] = await db
        .update(persons)
        .set({ ...patch, searchText, updatedAt: new Date(), version: nextVersion(persons) })
        .where(clan.atVersion(persons, current.id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(persons, id);
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<PersonRow | undefined> {
      const [row] = await db.select().from(persons).where(clan.byId(persons, id)).limit(1).for('update');
      return row;
    },

    /** Which of `ids` are persons of the clan. */
    async existingIds(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: persons.id })
        .from(persons)
        .where(clan.where(persons, inArray(persons.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /** A page of persons in tree order (generation, thứ tự, name), with the total that matched. */
    list,

    /**
     * The page query of a diacritics-insensitive search (a non-empty term): `search_text like '%term%'`
     * on the clan, which the trigram index `persons_clan_search_idx` answers, best matches first.
     * Exposed so a test can EXPLAIN exactly what runs.
     */
    searchQuery,

    /** Persons whose names (any spelling) contain the search; an empty search lists everyone. */
    async search(filter: PersonSearchFilter): Promise<{ rows: PersonRow[]; total: number }> {
      const term = foldVietnamese(filter.search);
      if (!term) return list({ limit: filter.limit, offset: filter.offset, treeId: filter.treeId });
      const where = clan.where(persons, ...searchConditions(term, filter.treeId));
      const [rows, [totalRow]] = await Promise.all([
        searchQuery(filter),
        db.select({ total: count() }).from(persons).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** One tree's positions for some of its persons. */
    async treeBoxes(treeId: string, personIds: readonly string[]): Promise<Map<string, TreeBox>> {
      if (personIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(treePositions)
        .where(
          clan.where(
            treePositions,
            eq(treePositions.treeId, treeId),
            inArray(treePositions.personId, [...personIds]),
          ),
        );
      return new Map(rows.map((r) => [r.personId, { x: r.x, y: r.y, width: r.width, height: r.height }]));
    },

    /**
     * Sets the persons' own boxes in one statement (`UPDATE … FROM (VALUES …)`); a missing width or
     * height keeps the current one. Layout only: the version is not bumped, so saving a canvas does not
     * make an open edit form stale. Returns the ids updated (ids of other clans are not).
     */
    async updateBoxes(boxes: readonly BoxUpdate[]): Promise<string[]> {
      if (boxes.length === 0) return [];
      const values = sql.join(
        boxes.map(
          (b) =>
            sql`(${b.id}::uuid, ${b.x}::float8, ${b.y}::float8, ${b.width ?? null}::float8, ${b.height ?? null}::float8)`,
        ),
        sql`, `,
      );
      const rows = await db
        .update(persons)
        .set({
          x: sql`v.x`,
          y: sql`v.y`,
          width: sql`coalesce(v.width, ${persons.width})`,
          height: sql`coalesce(v.height, ${persons.height})`,
        })
        .from(sql`(values ${values}) as v(id, x, y, width, height)`)
        .where(clan.where(persons, sql`${persons.id} = v.id`))
        .returning({ id: persons.id });
      return rows.map((r) => r.id);
    },

    /** Deletes persons (chunked: parameter limits). */
    async deleteMany(personIds: readonly string[]): Promise<void> {
      for (let i = 0; i < personIds.length; i += 5000) {
        const chunk = personIds.slice(i, i + 5000);
        await db.delete(persons).where(clan.where(persons, inArray(persons.id, chunk)));
      }
    },
  };
}
