import type { PlaceSort } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import { eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { graves, lifeEvents, persons, places } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';

export type PlaceRow = typeof places.$inferSelect;
export type NewPlace = Pick<
  typeof places.$inferInsert,
  'name' | 'oldName' | 'latitude' | 'longitude' | 'note' | 'gedcomName'
>;
export type PlacePatch = Partial<NewPlace>;
/** A place with how many births, deaths, life events and graves name it. */
export type PlaceWithUsage = PlaceRow & { usage: number };

/** How many rows of each kind name one place. */
export interface PlaceReferences {
  births: number;
  deaths: number;
  events: number;
  graves: number;
}

export interface PlaceListFilter {
  limit: number;
  offset: number;
  /** Any spelling: `hanh thien` finds `Hành Thiện`; the old name too. */
  search?: string | undefined;
  sort: PlaceSort;
}

/** What the trigram index searches: the folded name and old name. */
export function placeSearchText(place: { name: string; oldName?: string | null | undefined }): string {
  return foldVietnamese(`${place.name} ${place.oldName ?? ''}`);
}

// The Vietnamese alphabetical order (what `Intl.Collator('vi')` gives) in SQL, with no ICU collation
// needed: the name decomposed (NFD) and compared code point by code point (`collate "C"`), after
// 1. (letters) tone marks dropped, the breve made to sort before the circumflex (a < ă < â) and đ
//    written as d plus a mark (d < đ < e); then
// 2. (tones) the tone marks kept, in the order unmarked < huyền < hỏi < ngã < sắc < nặng; then
// 3. (case) lower case first.
// Spaces and the usual punctuation are mapped to control characters in ICU's order (space < - < , …).
const TONE_MARKS = '\u0300\u0309\u0303\u0301\u0323';
const TONES_IN_ORDER = '\uE001\uE002\uE003\uE004\uE005';
const PUNCTUATION = ' _-,;:!?.\'"()';
const PUNCTUATION_IN_ORDER = '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u0009\u000A\u000B\u000C\u000D';
const BREVE = '\u0306';
const BEFORE_CIRCUMFLEX = '\u0301';
const D_WITH_MARK = 'd\u0310';

function vietnameseOrder(column: AnyPgColumn): SQL[] {
  const decomposed = sql`lower(normalize(${column}, NFD))`;
  const withD = sql`replace(replace(${decomposed}, 'đ', ${D_WITH_MARK}), 'Đ', ${D_WITH_MARK})`;
  const letters = sql`translate(translate(${withD}, ${TONE_MARKS}, ''), ${BREVE + PUNCTUATION}, ${BEFORE_CIRCUMFLEX + PUNCTUATION_IN_ORDER})`;
  const tones = sql`translate(${withD}, ${TONE_MARKS + BREVE + PUNCTUATION}, ${TONES_IN_ORDER + BEFORE_CIRCUMFLEX + PUNCTUATION_IN_ORDER})`;
  return [sql`${letters} collate "C"`, sql`${tones} collate "C"`, sql`${column} collate "C" desc`];
}

/** The clan's places (địa danh) and what names them. */
export function placesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /** The rows naming the place in the current row (one place's read). */
  const usage = sql<number>`(
    (select count(*) from ${persons} where ${clan.where(persons, eq(persons.birthPlaceId, places.id))})
    + (select count(*) from ${persons} where ${clan.where(persons, eq(persons.deathPlaceId, places.id))})
    + (select count(*) from ${lifeEvents} where ${clan.where(lifeEvents, eq(lifeEvents.placeId, places.id))})
    + (select count(*) from ${graves} where ${clan.where(graves, eq(graves.placeId, places.id))})
  )::int`.mapWith(Number);

  const withUsage = {
    clanId: places.clanId,
    id: places.id,
    name: places.name,
    oldName: places.oldName,
    latitude: places.latitude,
    longitude: places.longitude,
    note: places.note,
    gedcomName: places.gedcomName,
    searchText: places.searchText,
    createdAt: places.createdAt,
    updatedAt: places.updatedAt,
    version: places.version,
    usage,
  };

  /** The same name, letter case aside (the unique key is exact, the lookup is kinder). */
  const sameName = (name: string) => sql`lower(${places.name}) = lower(${name})`;

  async function findOne(condition: SQL, lock: boolean): Promise<PlaceRow | undefined> {
    const query = db.select().from(places).where(clan.where(places, condition)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  return {
    /** A page by name (Vietnamese order) or the most used first, with the total that matched. */
    async list(filter: PlaceListFilter): Promise<{ rows: PlaceWithUsage[]; total: number }> {
      const term = filter.search ? foldVietnamese(filter.search) : '';
      const condition = clan.where(
        places,
        term ? sql`${places.searchText} like ${containsPattern(term)}` : undefined,
      );
      // Every place's usage counted in one pass over each table (the sort by usage needs them all).
      const uses = sql`(
        select place_id, count(*)::int as n from (
          select ${persons.birthPlaceId} as place_id from ${persons} where ${clan.where(persons, isNotNull(persons.birthPlaceId))}
          union all
          select ${persons.deathPlaceId} from ${persons} where ${clan.where(persons, isNotNull(persons.deathPlaceId))}
          union all
          select ${lifeEvents.placeId} from ${lifeEvents} where ${clan.where(lifeEvents, isNotNull(lifeEvents.placeId))}
          union all
          select ${graves.placeId} from ${graves} where ${clan.where(graves, isNotNull(graves.placeId))}
        ) as named group by place_id
      ) as uses`;
      const counted = sql<number>`coalesce(uses.n, 0)`.mapWith(Number);
      const byName = vietnameseOrder(places.name);
      const order = filter.sort === 'usage' ? [sql`${counted} desc`, ...byName] : byName;
      const rows = await db
        .select({ ...withUsage, usage: counted, total: windowTotal })
        .from(places)
        .leftJoin(uses, sql`uses.place_id = ${places.id}`)
        .where(condition)
        .orderBy(...order, places.id)
        .limit(filter.limit)
        .offset(filter.offset);
      const total = await clan.pageTotal(places, condition, rows, filter.offset);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    async findWithUsage(id: string): Promise<PlaceWithUsage | undefined> {
      const [row] = await db.select(withUsage).from(places).where(clan.byId(places, id)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends when `lock`, so a read-modify-write sees no concurrent change. */
    findById(id: string, lock = false): Promise<PlaceRow | undefined> {
      return findOne(eq(places.id, id), lock);
    },

    /** The place named `name` (letter case aside), other than `exceptId`. */
    findByName(name: string, exceptId?: string): Promise<PlaceRow | undefined> {
      const other = exceptId ? sql` and ${places.id} <> ${exceptId}` : sql``;
      return findOne(sql`${sameName(name)}${other}`, false);
    },

    /**
     * The ids of places by name, letter case aside: those the clan has, and the others made now (a
     * published draft's). The names are cleaned place names; `ids` is keyed by their lower case;
     * `inserted` holds the ids of the places made now.
     */
    async findOrInsertMany(
      values: readonly NewPlace[],
    ): Promise<{ ids: Map<string, string>; inserted: string[] }> {
      const ids = new Map<string, string>();
      if (values.length === 0) return { ids, inserted: [] };
      const lowered = [...new Set(values.map((v) => v.name.toLowerCase()))];
      const readIds = async () => {
        for (let i = 0; i < lowered.length; i += 1000) {
          const chunk = lowered.slice(i, i + 1000);
          const rows = await db
            .select({ id: places.id, name: places.name })
            .from(places)
            .where(clan.where(places, inArray(sql`lower(${places.name})`, chunk)));
          for (const row of rows) {
            const key = row.name.toLowerCase();
            if (!ids.has(key)) ids.set(key, row.id);
          }
        }
      };
      await readIds();
      const missing = values.filter((v) => !ids.has(v.name.toLowerCase()));
      for (let i = 0; i < missing.length; i += 1000) {
        await db
          .insert(places)
          .values(
            clan.rows(missing.slice(i, i + 1000).map((v) => ({ ...v, searchText: placeSearchText(v) }))),
          )
          .onConflictDoNothing();
      }
      if (missing.length > 0) await readIds();
      const inserted = missing.flatMap((v) => ids.get(v.name.toLowerCase()) ?? []);
      return { ids, inserted: [...new Set(inserted)] };
    },

    async insert(values: NewPlace): Promise<PlaceRow> {
      return insertedRow(
        'places',
        await db
          .insert(places)
          .values(clan.row({ ...values, searchText: placeSearchText(values) }))
          .returning(),
      );
    },

    /**
     * Applies `patch` (with the search text of the name and old name it gives) when the row is still at
     * `expectedVersion` (when given); undefined when nothing matched.
     */
    async update(
      current: PlaceRow,
      patch: PlacePatch,
      expectedVersion?: number,
    ): Promise<PlaceRow | undefined> {
      const searchText = placeSearchText({
        name: patch.name ?? current.name,
        oldName: patch.oldName === undefined ? current.oldName : patch.oldName,
      });
      // A renamed place is no longer what the imported file wrote.
      const renamed = patch.name !== undefined && patch.name !== current.name;
      const [row] = await db
        .update(places)
        .set({
          ...patch,
          ...(renamed ? { gedcomName: null } : {}),
          searchText,
          updatedAt: new Date(),
          version: nextVersion(places),
        })
        .where(clan.atVersion(places, current.id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(places, id);
    },

    /** How many births, deaths, life events and graves name the place (undefined when there is none). */
    async references(id: string): Promise<PlaceReferences | undefined> {
      const [row] = await db
        .select({
          births: sql<number>`(select count(*) from ${persons} where ${clan.where(persons, eq(persons.birthPlaceId, id))})::int`,
          deaths: sql<number>`(select count(*) from ${persons} where ${clan.where(persons, eq(persons.deathPlaceId, id))})::int`,
          events: sql<number>`(select count(*) from ${lifeEvents} where ${clan.where(lifeEvents, eq(lifeEvents.placeId, id))})::int`,
          graves: sql<number>`(select count(*) from ${graves} where ${clan.where(graves, eq(graves.placeId, id))})::int`,
        })
        .from(places)
        .where(clan.byId(places, id));
      return (
        row && {
          births: Number(row.births),
          deaths: Number(row.deaths),
          events: Number(row.events),
          graves: Number(row.graves),
        }
      );
    },

    /**
     * Every birth, death, life event and grave naming `fromId` names `intoId` instead; each row changed
     * gets a new version, so a form still holding the old place is told to reload rather than saving it.
     */
    async repoint(fromId: string, intoId: string): Promise<void> {
      const now = new Date();
      await db
        .update(persons)
        .set({ birthPlaceId: intoId, updatedAt: now, version: nextVersion(persons) })
        .where(clan.where(persons, eq(persons.birthPlaceId, fromId)));
      await db
        .update(persons)
        .set({ deathPlaceId: intoId, updatedAt: now, version: nextVersion(persons) })
        .where(clan.where(persons, eq(persons.deathPlaceId, fromId)));
      await db
        .update(lifeEvents)
        .set({ placeId: intoId, updatedAt: now, version: nextVersion(lifeEvents) })
        .where(clan.where(lifeEvents, eq(lifeEvents.placeId, fromId)));
      await db
        .update(graves)
        .set({ placeId: intoId, updatedAt: now, version: nextVersion(graves) })
        .where(clan.where(graves, eq(graves.placeId, fromId)));
    },
  };
}
