import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { type PlaceSummary, placesByIds } from '../../db/place-summaries.ts';
import { type LifeEventRow, lifeEvents } from '../../db/schema/index.ts';

export type { LifeEventRow };
export type NewLifeEvent = Pick<
  typeof lifeEvents.$inferInsert,
  'personId' | 'familyId' | 'type' | 'label' | 'value' | 'date' | 'placeId' | 'note'
>;
/** An event as a publish writes it: id, position and kept GEDCOM lines given. */
export type LifeEventInsert = NewLifeEvent & { id: string; position: number; gedcomExtra: string | null };
export type LifeEventPatch = Partial<Omit<NewLifeEvent, 'personId' | 'familyId'>>;
/** What an event shows of its place. */
export type EventPlace = PlaceSummary;

/** Position order, then creation: the order of events that have no date to sort by. */
const storedOrder = [asc(lifeEvents.position), asc(lifeEvents.createdAt), asc(lifeEvents.id)];

/** The life events of one clan's persons and families. */
export function lifeEventsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  async function listWhere(condition: SQL): Promise<LifeEventRow[]> {
    return db
      .select()
      .from(lifeEvents)
      .where(clan.where(lifeEvents, condition))
      .orderBy(...storedOrder);
  }

  return {
    async findById(id: string): Promise<LifeEventRow | undefined> {
      const [row] = await db.select().from(lifeEvents).where(clan.byId(lifeEvents, id)).limit(1);
      return row;
    },

    async listOfPerson(personId: string): Promise<LifeEventRow[]> {
      return listWhere(eq(lifeEvents.personId, personId));
    },

    /** The events of many persons (a tree's export), in each owner's stored order. */
    async listOfPersons(personIds: readonly string[]): Promise<LifeEventRow[]> {
      if (personIds.length === 0) return [];
      return listWhere(inArray(lifeEvents.personId, [...personIds]));
    },

    async listOfFamilies(familyIds: readonly string[]): Promise<LifeEventRow[]> {
      if (familyIds.length === 0) return [];
      return listWhere(inArray(lifeEvents.familyId, [...familyIds]));
    },

    /** Events with their ids and positions as given (a published draft's owners are new). */
    async insertMany(values: readonly LifeEventInsert[]): Promise<void> {
      await clan.insertRows(lifeEvents, values);
    },

    /** A new event, placed after its owner's others. */
    async insert(values: NewLifeEvent): Promise<LifeEventRow> {
      const owner = values.personId
        ? eq(lifeEvents.personId, values.personId)
        : eq(lifeEvents.familyId, values.familyId ?? '');
      const next = db
        .select({ next: sql<number>`coalesce(max(${lifeEvents.position}) + 1, 0)` })
        .from(lifeEvents)
        .where(clan.where(lifeEvents, owner));
      return insertedRow(
        'life_events',
        await db
          .insert(lifeEvents)
          .values(clan.row({ ...values, position: sql`(${next})` }))
          .returning(),
      );
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      id: string,
      patch: LifeEventPatch,
      expectedVersion?: number,
    ): Promise<LifeEventRow | undefined> {
      const [row] = await db
        .update(lifeEvents)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(lifeEvents) })
        .where(clan.atVersion(lifeEvents, id, expectedVersion))
        .returning();
      return row;
    },

    /** Gives each event of `ids` its index as position (one statement). Order only: the version stays. */
    async setPositions(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const values = sql.join(
        ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
        sql`, `,
      );
      await db
        .update(lifeEvents)
        .set({ position: sql`v.position` })
        .from(sql`(values ${values}) as v(id, position)`)
        .where(clan.where(lifeEvents, sql`${lifeEvents.id} = v.id`));
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(lifeEvents, id);
    },

    /** The clan's places among `ids`, by id. */
    placesByIds: (ids: readonly (string | null)[]) => placesByIds(clan, ids),
  };
}
