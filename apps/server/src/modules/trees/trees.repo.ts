import { count, countDistinct, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import {
  families,
  familyChildren,
  familySpouses,
  persons,
  places,
  type TreeBox,
  treeFamilies,
  treePositions,
  trees,
} from '../../db/schema/index.ts';
import { folded } from '../../db/search.ts';
import { treePersonIds } from '../../db/tree-membership.ts';

export type TreeRow = typeof trees.$inferSelect;

/** A tree's graph as JSON text (see `graphJson`). */
export interface GraphJson {
  persons: string;
  families: string;
  familyIds: string[];
  /** JSON text: ids of the persons placed by hand on this tree. */
  placedPersonIds: string;
  personCount: number;
  generationCount: number;
}

/** The one row `graphJson` reads; both drivers answer `{ rows }`. */
const graphJsonResult = z.object({
  rows: z.array(
    z.object({
      persons: z.string(),
      families: z.string(),
      family_ids: z.string().nullable(),
      placed_ids: z.string().nullable(),
      person_count: z.union([z.number(), z.string()]),
      generation_count: z.union([z.number(), z.string()]),
    }),
  ),
});

export interface TreeStats {
  personCount: number;
  generationCount: number;
}
export type NewTree = Omit<
  typeof trees.$inferInsert,
  'clanId' | 'id' | 'createdAt' | 'updatedAt' | 'version'
>;
export type TreePatch = Partial<
  Pick<
    TreeRow,
    | 'name'
    | 'description'
    | 'hideSpouses'
    | 'isPublic'
    | 'generationSizes'
    | 'decorNodes'
    | 'type'
    | 'sourceTreeId'
    | 'splitPersonId'
  >
>;

export interface TreeListFilter {
  limit: number;
  offset: number;
  search?: string | undefined;
  publicOnly?: boolean;
}

/** The trees of one clan, their families and their own positions. */
export function treesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const personIdsOf = (treeId: string) => treePersonIds(clan, treeId);

  return {
    async findById(id: string): Promise<TreeRow | undefined> {
      const [row] = await db.select().from(trees).where(clan.byId(trees, id)).limit(1);
      return row;
    },

    async list(filter: TreeListFilter): Promise<{ rows: TreeRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.publicOnly) conditions.push(eq(trees.isPublic, true));
      if (filter.search) {
        conditions.push(sql`${folded(trees.name)} like ${`%${filter.search}%`}`);
      }
      const where = clan.where(trees, ...conditions);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(trees)
          .where(where)
          .orderBy(desc(trees.createdAt), desc(trees.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(trees).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async insert(values: NewTree): Promise<TreeRow> {
      return insertedRow('trees', await db.insert(trees).values(clan.row(values)).returning());
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(id: string, patch: TreePatch, expectedVersion?: number): Promise<TreeRow | undefined> {
      const [row] = await db
        .update(trees)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(trees) })
        .where(clan.atVersion(trees, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(trees, id);
    },

    async familyIds(treeId: string): Promise<string[]> {
      const rows = await db
        .select({ id: treeFamilies.familyId })
        .from(treeFamilies)
        .where(clan.where(treeFamilies, eq(treeFamilies.treeId, treeId)));
      return rows.map((r) => r.id);
    },

    /** Family ids of several trees at once, for lists. */
    async familyIdsByTree(treeIds: readonly string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(treeIds.map((id) => [id, []]));
      if (treeIds.length === 0) return result;
      const rows = await db
        .select({ treeId: treeFamilies.treeId, familyId: treeFamilies.familyId })
        .from(treeFamilies)
        .where(clan.where(treeFamilies, inArray(treeFamilies.treeId, [...treeIds])));
      for (const row of rows) result.get(row.treeId)?.push(row.familyId);
      return result;
    },

    async hasFamily(treeId: string, familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: treeFamilies.familyId })
        .from(treeFamilies)
        .where(clan.where(treeFamilies, eq(treeFamilies.treeId, treeId), eq(treeFamilies.familyId, familyId)))
        .limit(1);
      return row !== undefined;
    },

    async addFamilies(treeId: string, familyIds: readonly string[]): Promise<void> {
      if (familyIds.length === 0) return;
      await db
        .insert(treeFamilies)
        .values(clan.rows(familyIds.map((familyId) => ({ treeId, familyId }))))
        .onConflictDoNothing();
    },

    /** Families for a tree that has none of them yet (a new tree): one statement however many. */
    async insertFamilies(treeId: string, familyIds: readonly string[]): Promise<void> {
      await clan.insertRows(
        treeFamilies,
        familyIds.map((familyId) => ({ treeId, familyId })),
      );
    },

    async removeFamilies(treeId: string, familyIds: readonly string[]): Promise<void> {
      if (familyIds.length === 0) return;
      await db
        .delete(treeFamilies)
        .where(
          clan.where(
            treeFamilies,
            eq(treeFamilies.treeId, treeId),
            inArray(treeFamilies.familyId, [...familyIds]),
          ),
        );
    },

    async personIds(treeId: string): Promise<string[]> {
      const rows = await db.select().from(personIdsOf(treeId));
      return rows.map((r) => r.personId);
    },

    /** GEDCOM lines kept from an import on these persons and families, by id (the export writes them back). */
    async gedcomExtras(
      personIds: readonly string[],
      familyIds: readonly string[],
    ): Promise<{ persons: Map<string, string>; families: Map<string, string> }> {
      const personRows =
        personIds.length === 0
          ? []
          : await db
              .select({ id: persons.id, extra: persons.gedcomExtra })
              .from(persons)
              .where(
                clan.where(persons, inArray(persons.id, [...personIds]), isNotNull(persons.gedcomExtra)),
              );
      const familyRows =
        familyIds.length === 0
          ? []
          : await db
              .select({ id: families.id, extra: families.gedcomExtra })
              .from(families)
              .where(
                clan.where(families, inArray(families.id, [...familyIds]), isNotNull(families.gedcomExtra)),
              );
      const byId = (rows: { id: string; extra: string | null }[]) =>
        new Map(rows.flatMap((r) => (r.extra ? [[r.id, r.extra] as const] : [])));
      return { persons: byId(personRows), families: byId(familyRows) };
    },

    async hasPerson(treeId: string, personId: string): Promise<boolean> {
      const treePersons = personIdsOf(treeId);
      const rows = await db.select().from(treePersons).where(eq(treePersons.personId, personId)).limit(1);
      return rows.length > 0;
    },

    /** How many persons and generations each tree shows. */
    async stats(treeIds: readonly string[]): Promise<Map<string, TreeStats>> {
      const rows = await Promise.all(
        treeIds.map(async (treeId) => {
          const members = personIdsOf(treeId);
          const [row] = await db
            .select({ personCount: count(), generationCount: countDistinct(persons.generation) })
            .from(members)
            .innerJoin(persons, clan.where(persons, eq(persons.id, members.personId)));
          return [treeId, row ?? { personCount: 0, generationCount: 0 }] as const;
        }),
      );
      return new Map(rows);
    },

    async positions(treeId: string): Promise<Map<string, TreeBox>> {
      const rows = await db
        .select()
        .from(treePositions)
        .where(clan.where(treePositions, eq(treePositions.treeId, treeId)));
      return new Map(rows.map((r) => [r.personId, { x: r.x, y: r.y, width: r.width, height: r.height }]));
    },

    async upsertPositions(treeId: string, boxes: readonly ({ personId: string } & TreeBox)[]): Promise<void> {
      if (boxes.length === 0) return;
      await db
        .insert(treePositions)
        .values(clan.rows(boxes.map((b) => ({ treeId, ...b }))))
        .onConflictDoUpdate({
          target: [treePositions.clanId, treePositions.treeId, treePositions.personId],
          set: {
            x: sql`excluded.x`,
            y: sql`excluded.y`,
            width: sql`coalesce(excluded.width, ${treePositions.width})`,
            height: sql`coalesce(excluded.height, ${treePositions.height})`,
          },
        });
    },

    /** Positions of persons not yet placed on the tree (a new tree: nothing to update). */
    async insertPositions(
      treeId: string,
      boxes: readonly ({ personId: string } & Pick<TreeBox, 'x' | 'y'> & Partial<TreeBox>)[],
    ): Promise<void> {
      await clan.insertRows(
        treePositions,
        boxes.map((b) => ({ treeId, ...b })),
      );
    },

    /** Split trees made from a tree. */
    async splitTreesOf(sourceTreeId: string): Promise<TreeRow[]> {
      return db
        .select()
        .from(trees)
        .where(clan.where(trees, eq(trees.sourceTreeId, sourceTreeId)))
        .orderBy(desc(trees.createdAt));
    },

    /** Split trees headed by a person, optionally only those split from one tree. */
    async splitTreesOfPerson(personId: string, sourceTreeId?: string): Promise<TreeRow[]> {
      return db
        .select()
        .from(trees)
        .where(
          clan.where(
            trees,
            eq(trees.splitPersonId, personId),
            eq(trees.type, 'split'),
            sourceTreeId ? eq(trees.sourceTreeId, sourceTreeId) : undefined,
          ),
        )
        .orderBy(desc(trees.createdAt));
    },

    /**
     * The persons and families of a tree as JSON text built by the database in one statement: the
     * canvas of a 10,000-person tree is megabytes, and parsing rows into objects only to serialise
     * them again would cost more than the query itself (bench/tree-graph). The fields are listed one
     * by one as in the contract's schemas, so nothing undeclared can leak; `public` leaves out what
     * visitors may not see (contacts, notes, a living person's exact birth date).
     */
    async graphJson(treeId: string, view: 'member' | 'public'): Promise<GraphJson> {
      const visitor = view === 'public';
      const isoTime = (column: SQL) =>
        sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      const birth = visitor
        ? sql`case
            when p.deceased or p.birth is null then p.birth
            when coalesce(p.birth->'solar'->>'year', p.birth->'lunar'->>'year') is null then null
            else jsonb_build_object('solar', jsonb_build_object('year',
              coalesce((p.birth->'solar'->>'year')::int, (p.birth->'lunar'->>'year')::int)), 'lunar', null)
          end`
        : sql`p.birth`;
      // A living person's places are private: visitors see them only for the dead.
      const placeOf = (alias: string) => {
        const place = sql.raw(alias);
        const json = sql`case when ${place}.id is null then null else json_build_object('id', ${place}.id,
          'name', ${place}.name, 'oldName', ${place}.old_name, 'latitude', ${place}.latitude,
          'longitude', ${place}.longitude) end`;
        return visitor ? sql`case when p.deceased then ${json} else null end` : json;
      };
      const privateFields = visitor
        ? sql``
        : sql`'contact', p.contact, 'notes', p.notes, 'version', p.version,`;
      const familyVersion = visitor ? sql`` : sql`, 'version', f.version`;
      const result = await db.execute(sql`
        with fam as (
          select f.* from ${treeFamilies} tf
          join ${families} f on f.clan_id = tf.clan_id and f.id = tf.family_id
          where tf.clan_id = ${clan.clanId} and tf.tree_id = ${treeId}
        ), members as (
          select father_id as person_id from fam where father_id is not null
          union select mother_id from fam where mother_id is not null
          union select s.person_id from fam join ${familySpouses} s on s.clan_id = ${clan.clanId} and s.family_id = fam.id
          union select c.person_id from fam join ${familyChildren} c on c.clan_id = ${clan.clanId} and c.family_id = fam.id
        ), people as (
          select p.*, pos.x as pos_x, pos.y as pos_y, pos.width as pos_width, pos.height as pos_height,
            ${placeOf('bp')} as birth_place_json, ${placeOf('dp')} as death_place_json
          from members m
          join ${persons} p on p.clan_id = ${clan.clanId} and p.id = m.person_id
          left join ${treePositions} pos on pos.clan_id = ${clan.clanId} and pos.tree_id = ${treeId} and pos.person_id = p.id
          left join ${places} bp on bp.clan_id = ${clan.clanId} and bp.id = p.birth_place_id
          left join ${places} dp on dp.clan_id = ${clan.clanId} and dp.id = p.death_place_id
        )
        select
          (select coalesce(json_agg(json_build_object(
              'id', p.id, 'name', p.name, 'surname', p.surname, 'sex', p.sex, 'generation', p.generation,
              'ordinalNumber', p.ordinal_number, 'biography', p.biography,
              'otherNames', p.other_names || jsonb_build_object('phapDanh', p.other_names->'phapDanh'),
              'nameHanNom', p.name_han_nom, 'birthPlace', p.birth_place_json, 'deathPlace', p.death_place_json,
              'birth', ${birth}, 'death', p.death, 'deceased', p.deceased, 'gioInCalendar', p.gio_in_calendar, 'burialPlace', p.burial_place,
              'avatar', p.avatar, ${privateFields}
              'x', coalesce(p.pos_x, p.x), 'y', coalesce(p.pos_y, p.y),
              'width', coalesce(p.pos_width, p.width), 'height', coalesce(p.pos_height, p.height),
              'createdAt', ${isoTime(sql`p.created_at`)}, 'updatedAt', ${isoTime(sql`p.updated_at`)}
            ) order by p.generation, p.ordinal_number, p.id), '[]')::text from people p) as persons,
          (select coalesce(json_agg(json_build_object(
              'id', f.id, 'father', f.father_id, 'mother', f.mother_id,
              'spouses', coalesce((select json_agg(s.person_id order by s.position) from ${familySpouses} s
                where s.clan_id = ${clan.clanId} and s.family_id = f.id), '[]'),
              'children', coalesce((select json_agg(json_build_object(
                  'personId', c.person_id, 'motherId', c.mother_id, 'relation', c.relation) order by c.position)
                from ${familyChildren} c where c.clan_id = ${clan.clanId} and c.family_id = f.id), '[]')
              ${familyVersion}
            ) order by f.id), '[]')::text from fam f) as families,
          (select json_agg(f.id order by f.id)::text from fam f) as family_ids,
          (select count(*) from people) as person_count,
          (select count(distinct generation) from people) as generation_count,
          (select json_agg(person_id order by person_id)::text from ${treePositions}
            where clan_id = ${clan.clanId} and tree_id = ${treeId}) as placed_ids`);
      const [row] = graphJsonResult.parse(result).rows;
      if (!row) throw new Error('the tree graph query returned no row');
      return {
        persons: row.persons,
        families: row.families,
        familyIds: row.family_ids ? z.array(z.string()).parse(JSON.parse(row.family_ids)) : [],
        placedPersonIds: row.placed_ids ?? '[]',
        personCount: Number(row.person_count),
        generationCount: Number(row.generation_count),
      };
    },

    /** Of these families, those no tree contains any more. */
    async familiesInNoTree(familyIds: readonly string[]): Promise<string[]> {
      if (familyIds.length === 0) return [];
      const kept = await db
        .selectDistinct({ id: treeFamilies.familyId })
        .from(treeFamilies)
        .where(clan.where(treeFamilies, inArray(treeFamilies.familyId, [...familyIds])));
      const keptIds = new Set(kept.map((r) => r.id));
      return familyIds.filter((id) => !keptIds.has(id));
    },

    /** Split trees headed by a deleted person keep their families but no longer name a head. */
    async clearSplitPerson(personId: string): Promise<void> {
      await db
        .update(trees)
        .set({ splitPersonId: null, updatedAt: new Date(), version: nextVersion(trees) })
        .where(clan.where(trees, eq(trees.splitPersonId, personId)));
    },
    /**
     * Reads the tree and locks its row until the transaction ends, so structural writes on one tree
     * (resolving a couple's family, then changing it) run one after another instead of racing.
     */
    async lockById(id: string): Promise<TreeRow | undefined> {
      const [row] = await db.select().from(trees).where(clan.byId(trees, id)).limit(1).for('update');
      return row;
    },

    /** When a tree goes, its split trees stand on their own. */
    async detachSplitTrees(sourceTreeId: string): Promise<void> {
      await db
        .update(trees)
        .set({ sourceTreeId: null, updatedAt: new Date() })
        .where(clan.where(trees, eq(trees.sourceTreeId, sourceTreeId)));
    },
  };
}
