import type { EventCalendar } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import { and, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import {
  type EventRow,
  events,
  families,
  familyChildren,
  familySpouses,
  persons,
  treeFamilies,
  trees,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';

export type { EventRow };
export type NewEvent = Omit<
  typeof events.$inferInsert,
  'clanId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'version'
>;
export type EventPatch = Partial<Omit<NewEvent, 'createdBy'>>;

/** What the trigram index searches: folded title, summary and place, so `gio to` finds `Giỗ Tổ`. */
export function eventSearchText(event: {
  title: string;
  summary?: string | null | undefined;
  location?: string | null | undefined;
}): string {
  return foldVietnamese(`${event.title} ${event.summary ?? ''} ${event.location ?? ''}`);
}

/** Every column but the (possibly large) description, and the person whose giỗ it is. */
const listColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  summary: events.summary,
  coverImage: events.coverImage,
  location: events.location,
  calendar: events.calendar,
  startDate: events.startDate,
  endDate: events.endDate,
  startTime: events.startTime,
  endTime: events.endTime,
  lunarDay: events.lunarDay,
  lunarMonth: events.lunarMonth,
  lunarYear: events.lunarYear,
  lunarLeap: events.lunarLeap,
  template: events.template,
  version: events.version,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  // A left join that found nothing (no person) gives null.
  person: { id: persons.id, name: persons.name },
};
const detailColumns = { ...listColumns, description: events.description };

export interface EventListFilter {
  limit: number;
  offset: number;
  search?: string | undefined;
  calendar?: EventCalendar | undefined;
}

/** A deceased person whose giỗ the calendar may show, with a tree they are shown in. */
export interface GioPersonRow {
  id: string;
  name: string;
  /** The lunar day and month of death; null when what is stored cannot be placed. */
  lunar: { day: number; month: number; leap: boolean } | null;
  /** A tree holding the person (an original tree before a split one); null when in none. */
  treeId: string | null;
}

/** The persons `gioPersons` reads; both drivers answer `{ rows }`. */
const gioPersonResult = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      lunar: z
        .object({
          day: z.number().int().min(1).max(30),
          month: z.number().int().min(1).max(12),
          leap: z.boolean().default(false),
        })
        .nullable()
        .catch(null),
    }),
  ),
});

/** (family, person) pairs of `gioPersons`: heads, further spouses and children. */
const membershipResult = z.object({
  rows: z.array(z.object({ family_id: z.string(), person_id: z.string() })),
});

/** The events of one clan, and the giỗ of its deceased. */
export function eventsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const personOfEvent = clan.byId(persons, events.personId);

  /** Event rows of the clan matching `conditions`, each with the person whose giỗ it is. */
  const listRows = (...conditions: (SQL | undefined)[]) =>
    db
      .select({ ...listColumns, total: windowTotal })
      .from(events)
      .leftJoin(persons, personOfEvent)
      .where(clan.where(events, ...conditions));

  async function findOne(match: SQL) {
    const [row] = await db
      .select(detailColumns)
      .from(events)
      .leftJoin(persons, personOfEvent)
      .where(clan.where(events, match))
      .limit(1);
    return row;
  }

  return {
    /** The clan's events, the ones with a date latest first after the yearly ones. */
    async list(filter: EventListFilter) {
      const term = filter.search ? foldVietnamese(filter.search) : '';
      const conditions = [
        // Answered by the trigram index events_clan_search_idx (clan_id, search_text).
        term ? ilike(events.searchText, containsPattern(term)) : undefined,
        filter.calendar ? eq(events.calendar, filter.calendar) : undefined,
      ];
      const rows = await listRows(...conditions)
        .orderBy(sql`${events.startDate} desc nulls first`, events.title, events.id)
        .limit(filter.limit)
        .offset(filter.offset);
      const first = rows[0];
      let total = first ? first.total : 0;
      if (!first && filter.offset > 0) {
        const [row] = await db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(events)
          .where(clan.where(events, ...conditions));
        total = row?.total ?? 0;
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /**
     * The events with a day from `from` to `to` (ISO days, both included): solar ones overlapping the
     * range, lunar one-offs on a day in it, and every yearly one (resolved by the caller).
     */
    async listForRange(from: string, to: string) {
      return listRows(
        or(
          and(
            eq(events.calendar, 'solar'),
            sql`${events.startDate} <= ${to}`,
            sql`coalesce(${events.endDate}, ${events.startDate}) >= ${from}`,
          ),
          and(eq(events.calendar, 'lunar'), gte(events.startDate, from), sql`${events.startDate} <= ${to}`),
          inArray(events.calendar, ['lunarYearly', 'thanhMinh']),
        ),
      );
    },

    async findDetailById(id: string) {
      return findOne(eq(events.id, id));
    },

    async findDetailBySlug(slug: string) {
      return findOne(eq(events.slug, slug));
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(events).where(clan.byId(events, id)).limit(1).for('update');
      return row;
    },

    /** Whether another row uses a slug, and the slugs starting with a prefix (other than `exceptId`). */
    ...clan.slugLookups(events),

    async insert(values: NewEvent): Promise<EventRow> {
      return insertedRow(
        'events',
        await db
          .insert(events)
          .values(clan.row({ ...values, searchText: eventSearchText(values) }))
          .returning(),
      );
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined otherwise. */
    async update(
      current: EventRow,
      patch: EventPatch,
      expectedVersion?: number,
    ): Promise<EventRow | undefined> {
      const searchText = eventSearchText({
        title: patch.title ?? current.title,
        summary: patch.summary === undefined ? current.summary : patch.summary,
        location: patch.location === undefined ? current.location : patch.location,
      });
      const [row] = await db
        .update(events)
        .set({ ...patch, searchText, updatedAt: new Date(), version: nextVersion(events) })
        .where(clan.atVersion(events, current.id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(events, id);
    },

    /**
     * A deleted person's events stay as plain yearly events: the link goes (and the version moves, so
     * an edit made on the old row is stale). Returns the ids changed.
     */
    /** When a tree's deletion takes persons with it: their giỗ events stay, as plain yearly events. */
    async clearPersons(personIds: readonly string[]): Promise<void> {
      for (let i = 0; i < personIds.length; i += 5000) {
        const chunk = personIds.slice(i, i + 5000);
        await db
          .update(events)
          .set({ personId: null, updatedAt: new Date(), version: nextVersion(events) })
          .where(clan.where(events, inArray(events.personId, chunk)));
      }
    },

    async clearPerson(personId: string): Promise<string[]> {
      const rows = await db
        .update(events)
        .set({ personId: null, updatedAt: new Date(), version: nextVersion(events) })
        .where(clan.where(events, eq(events.personId, personId)))
        .returning({ id: events.id });
      return rows.map((r) => r.id);
    },

    /**
     * Deceased persons with an exact lunar day and month of death and no yearly event of their own (that
     * event stands for their giỗ), each with a tree showing them (original trees first). `publicOnly`:
     * only those shown in a public tree who did not opt out of the calendar, as visitors see them;
     * otherwise every one of the clan, in a tree or not, for its members.
     */
    async gioPersons(publicOnly: boolean): Promise<GioPersonRow[]> {
      // Three single-table reads joined here by id: linear whatever the planner's statistics say
      // (PGlite never analyzes on its own, and a nested loop over a whole tree is quadratic).
      const candidates = gioPersonResult.parse(
        await db.execute(sql`
          select p.id, p.name, p.death->'lunar' as lunar
          from ${persons} p
          where p.clan_id = ${clan.clanId}
            and p.deceased
            ${publicOnly ? sql`and p.gio_in_calendar` : sql``}
            and (p.death->'lunar'->>'day') is not null
            and (p.death->'lunar'->>'month') is not null
            -- never from an approximate date or a range (deathAnniversaryOf)
            and (p.death->>'qualifier') is null
            and jsonb_typeof(p.death->'end') is distinct from 'object'
            and not exists (
              select 1 from ${events} e
              where e.clan_id = p.clan_id and e.person_id = p.id and e.calendar = 'lunarYearly'
            )
          order by p.id
        `),
      ).rows;
      if (candidates.length === 0) return [];
      // The clan's trees' families, best tree first: original before split, then oldest.
      const treeOfFamily = new Map<string, string>();
      const treeFamilyRows = await db
        .select({ familyId: treeFamilies.familyId, treeId: treeFamilies.treeId })
        .from(treeFamilies)
        .innerJoin(trees, clan.byId(trees, treeFamilies.treeId))
        .where(clan.where(treeFamilies, publicOnly ? eq(trees.isPublic, true) : undefined))
        .orderBy(sql`${trees.type} = 'split'`, trees.createdAt, trees.id);
      for (const row of treeFamilyRows) {
        if (!treeOfFamily.has(row.familyId)) treeOfFamily.set(row.familyId, row.treeId);
      }
      const memberships = membershipResult.parse(
        await db.execute(sql`
          select id as family_id, father_id as person_id from ${families}
            where clan_id = ${clan.clanId} and father_id is not null
          union all
          select id, mother_id from ${families} where clan_id = ${clan.clanId} and mother_id is not null
          union all
          select family_id, person_id from ${familySpouses} where clan_id = ${clan.clanId}
          union all
          select family_id, person_id from ${familyChildren} where clan_id = ${clan.clanId}
        `),
      ).rows;
      // A person's tree: the best tree among their families' trees (the rank is the tree order above).
      const rank = new Map<string, number>();
      for (const row of treeFamilyRows) if (!rank.has(row.treeId)) rank.set(row.treeId, rank.size);
      const treeOfPerson = new Map<string, string>();
      for (const { family_id: familyId, person_id: personId } of memberships) {
        const treeId = treeOfFamily.get(familyId);
        if (treeId === undefined) continue;
        const current = treeOfPerson.get(personId);
        if (current === undefined || (rank.get(treeId) ?? 0) < (rank.get(current) ?? 0)) {
          treeOfPerson.set(personId, treeId);
        }
      }
      const rows: GioPersonRow[] = [];
      for (const person of candidates) {
        const treeId = treeOfPerson.get(person.id) ?? null;
        if (publicOnly && treeId === null) continue;
        rows.push({ id: person.id, name: person.name, lunar: person.lunar, treeId });
      }
      return rows;
    },
  };
}

export type EventsRepo = ReturnType<typeof eventsRepo>;
export type EventListRow = Awaited<ReturnType<EventsRepo['list']>>['rows'][number];
export type EventDetailRow = NonNullable<Awaited<ReturnType<EventsRepo['findDetailById']>>>;
