import { type LifeDate, lifeDateSchema } from '@giapha/contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { type PlaceSummary, placesByIds } from '../../db/place-summaries.ts';
import {
  families,
  familyChildren,
  familySpouses,
  type GraveRow,
  graves,
  persons,
  treeFamilies,
  trees,
} from '../../db/schema/index.ts';

export type { GraveRow };
export type NewGrave = Pick<
  typeof graves.$inferInsert,
  'personId' | 'cemetery' | 'placeId' | 'plot' | 'latitude' | 'longitude' | 'note' | 'photos'
>;
export type GravePatch = Partial<Omit<NewGrave, 'personId'>>;
/** What a grave shows of its place. */
export type GravePlace = PlaceSummary;

/** A grave visitors may see, with its person and the public tree that shows them. */
export interface PublicGraveRow {
  grave: GraveRow;
  person: {
    id: string;
    name: string;
    generation: number | null;
    birth: LifeDate | null;
    death: LifeDate | null;
  };
  treeId: string;
}

const storedOrder = [asc(graves.position), asc(graves.createdAt), asc(graves.id)];

// Both drivers answer `{ rows }`; jsonb comes back parsed, timestamps as Date (pg) or text.
const publicGraveResult = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      person_id: z.string(),
      tree_id: z.string(),
      name: z.string(),
      generation: z.number().int().nullable(),
      birth: lifeDateSchema.nullable().catch(null),
      death: lifeDateSchema.nullable().catch(null),
    }),
  ),
});

/** The graves of one clan's persons. */
export function gravesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /**
   * Each person shown on a public tree with the tree that shows them best (an original tree before a
   * split one, then the oldest), as a CTE body: visitors see nothing of anyone else's graves.
   */
  const publicPersons = sql`
    with public_families as (
      select tf.family_id, t.id as tree_id, t.type, t.created_at
      from ${treeFamilies} tf
      join ${trees} t on t.clan_id = tf.clan_id and t.id = tf.tree_id
      where tf.clan_id = ${clan.clanId} and t.is_public
    ), members as (
      select f.father_id as person_id, pf.tree_id, pf.type, pf.created_at
        from public_families pf join ${families} f on f.clan_id = ${clan.clanId} and f.id = pf.family_id
        where f.father_id is not null
      union all
      select f.mother_id, pf.tree_id, pf.type, pf.created_at
        from public_families pf join ${families} f on f.clan_id = ${clan.clanId} and f.id = pf.family_id
        where f.mother_id is not null
      union all
      select s.person_id, pf.tree_id, pf.type, pf.created_at
        from public_families pf join ${familySpouses} s on s.clan_id = ${clan.clanId} and s.family_id = pf.family_id
      union all
      select c.person_id, pf.tree_id, pf.type, pf.created_at
        from public_families pf join ${familyChildren} c on c.clan_id = ${clan.clanId} and c.family_id = pf.family_id
    ), shown as (
      select distinct on (person_id) person_id, tree_id
      from members
      order by person_id, (type = 'split'), created_at, tree_id
    )`;

  return {
    async findById(id: string): Promise<GraveRow | undefined> {
      const [row] = await db
        .select()
        .from(graves)
        .where(clan.where(graves, eq(graves.id, id)))
        .limit(1);
      return row;
    },

    async listOfPerson(personId: string): Promise<GraveRow[]> {
      return db
        .select()
        .from(graves)
        .where(clan.where(graves, eq(graves.personId, personId)))
        .orderBy(...storedOrder);
    },

    /** The graves of `personIds`, each person's in their stored order (the GEDCOM export). */
    async listOfPersons(personIds: readonly string[]): Promise<GraveRow[]> {
      if (personIds.length === 0) return [];
      return db
        .select()
        .from(graves)
        .where(clan.where(graves, inArray(graves.personId, [...personIds])))
        .orderBy(asc(graves.personId), ...storedOrder);
    },

    async countOfPerson(personId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(graves)
        .where(clan.where(graves, eq(graves.personId, personId)));
      return row?.n ?? 0;
    },

    /** A new grave, placed after the person's others. */
    /** Graves in the order given (a published draft's persons are new: positions count from 0). */
    async insertMany(values: readonly (NewGrave & { position: number })[]): Promise<void> {
      await clan.insertRows(graves, values);
    },

    async insert(values: NewGrave): Promise<GraveRow> {
      const next = db
        .select({ next: sql<number>`coalesce(max(${graves.position}) + 1, 0)` })
        .from(graves)
        .where(clan.where(graves, eq(graves.personId, values.personId)));
      return insertedRow(
        'graves',
        await db
          .insert(graves)
          .values(clan.row({ ...values, position: sql`(${next})` }))
          .returning(),
      );
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(id: string, patch: GravePatch, expectedVersion?: number): Promise<GraveRow | undefined> {
      const [row] = await db
        .update(graves)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(graves) })
        .where(clan.atVersion(graves, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(graves, id);
    },

    /** The clan's places among `ids`, by id. */
    placesByIds: (ids: readonly (string | null)[]) => placesByIds(clan, ids),

    /**
     * The graves visitors may see: of deceased persons shown on a public tree, each with that tree;
     * `personId`: one person's only.
     */
    async listPublic(personId?: string): Promise<PublicGraveRow[]> {
      const result = publicGraveResult.parse(
        await db.execute(sql`
          ${publicPersons}
          select g.id, g.person_id, shown.tree_id, p.name, p.generation, p.birth, p.death
          from ${graves} g
          join ${persons} p on p.clan_id = g.clan_id and p.id = g.person_id and p.deceased
          join shown on shown.person_id = g.person_id
          where g.clan_id = ${clan.clanId}
            ${personId === undefined ? sql`` : sql`and g.person_id = ${personId}`}
        `),
      );
      if (result.rows.length === 0) return [];
      // A clan's graves are a few thousand at most: read them whole rather than name each id.
      const rows = await db
        .select()
        .from(graves)
        .where(clan.where(graves, personId === undefined ? undefined : eq(graves.personId, personId)))
        .orderBy(...storedOrder);
      const shown = new Map(result.rows.map((r) => [r.id, r]));
      return rows.flatMap((grave) => {
        const r = shown.get(grave.id);
        if (!r) return [];
        const { person_id: id, name, generation, birth, death } = r;
        return [{ grave, person: { id, name, generation, birth, death }, treeId: r.tree_id }];
      });
    },

    /** Whether visitors may see the person's record: deceased and shown on a public tree. */
    async isPublicPerson(personId: string): Promise<boolean> {
      const result = z.object({ rows: z.array(z.object({ id: z.string() })) }).parse(
        await db.execute(sql`
          ${publicPersons}
          select p.id from ${persons} p
          join shown on shown.person_id = p.id
          where p.clan_id = ${clan.clanId} and p.id = ${personId} and p.deceased
        `),
      );
      return result.rows.length > 0;
    },
  };
}
