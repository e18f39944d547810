import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  families,
  familyChildren,
  familySpouses,
  persons,
  treeFamilies,
  treePositions,
  trees,
} from '../../db/schema/index.ts';
import type { TreeBox } from '../persons/persons.dto.ts';

export type TreeRow = typeof trees.$inferSelect;

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
}

/** Folds case and Vietnamese tone marks (đ → d) on the database side, for search. */
const folded = (expr: unknown) => sql`lower(unaccent(${expr}))`;

/** Persons of a tree: the partners and children of its families (one UNION, duplicates removed). */
export function treePersonIds(db: DbOrTx, clanId: string, treeId: string) {
  const familyIds = db
    .select({ id: treeFamilies.familyId })
    .from(treeFamilies)
    .where(and(eq(treeFamilies.clanId, clanId), eq(treeFamilies.treeId, treeId)));
  const heads = (column: typeof families.fatherId | typeof families.motherId) =>
    db
      .select({ personId: sql<string>`${column}`.as('person_id') })
      .from(families)
      .where(and(eq(families.clanId, clanId), inArray(families.id, familyIds), isNotNull(column)));
  return union(
    heads(families.fatherId),
    heads(families.motherId),
    db
      .select({ personId: sql<string>`${familySpouses.personId}`.as('person_id') })
      .from(familySpouses)
      .where(and(eq(familySpouses.clanId, clanId), inArray(familySpouses.familyId, familyIds))),
    db
      .select({ personId: sql<string>`${familyChildren.personId}`.as('person_id') })
      .from(familyChildren)
      .where(and(eq(familyChildren.clanId, clanId), inArray(familyChildren.familyId, familyIds))),
  ).as('tree_persons');
}

export function treesRepo(db: DbOrTx) {
  const personIdsOf = (clanId: string, treeId: string) => treePersonIds(db, clanId, treeId);

  return {
    async findById(clanId: string, id: string): Promise<TreeRow | undefined> {
      const [row] = await db
        .select()
        .from(trees)
        .where(and(eq(trees.clanId, clanId), eq(trees.id, id)))
        .limit(1);
      return row;
    },

    async list(clanId: string, filter: TreeListFilter): Promise<{ rows: TreeRow[]; total: number }> {
      const conditions = [eq(trees.clanId, clanId)];
      if (filter.search) {
        conditions.push(sql`${folded(trees.name)} like ${`%${filter.search}%`}`);
      }
      const where = and(...conditions);
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

    async insert(clanId: string, values: NewTree): Promise<TreeRow> {
      const [row] = await db
        .insert(trees)
        .values({ ...values, clanId })
        .returning();
      if (!row) throw new Error('insert into trees returned no row');
      return row;
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      clanId: string,
      id: string,
      patch: TreePatch,
      expectedVersion?: number,
    ): Promise<TreeRow | undefined> {
      const conditions = [eq(trees.clanId, clanId), eq(trees.id, id)];
      if (expectedVersion !== undefined) conditions.push(eq(trees.version, expectedVersion));
      const [row] = await db
        .update(trees)
        .set({ ...patch, updatedAt: new Date(), version: sql`${trees.version} + 1` })
        .where(and(...conditions))
        .returning();
      return row;
    },

    async delete(clanId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(trees)
        .where(and(eq(trees.clanId, clanId), eq(trees.id, id)))
        .returning({ id: trees.id });
      return rows.length > 0;
    },

    async familyIds(clanId: string, treeId: string): Promise<string[]> {
      const rows = await db
        .select({ id: treeFamilies.familyId })
        .from(treeFamilies)
        .where(and(eq(treeFamilies.clanId, clanId), eq(treeFamilies.treeId, treeId)));
      return rows.map((r) => r.id);
    },

    /** Family ids of several trees at once, for lists. */
    async familyIdsByTree(clanId: string, treeIds: readonly string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(treeIds.map((id) => [id, []]));
      if (treeIds.length === 0) return result;
      const rows = await db
        .select({ treeId: treeFamilies.treeId, familyId: treeFamilies.familyId })
        .from(treeFamilies)
        .where(and(eq(treeFamilies.clanId, clanId), inArray(treeFamilies.treeId, [...treeIds])));
      for (const row of rows) result.get(row.treeId)?.push(row.familyId);
      return result;
    },

    async hasFamily(clanId: string, treeId: string, familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: treeFamilies.familyId })
        .from(treeFamilies)
        .where(
          and(
            eq(treeFamilies.clanId, clanId),
            eq(treeFamilies.treeId, treeId),
            eq(treeFamilies.familyId, familyId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async addFamilies(clanId: string, treeId: string, familyIds: readonly string[]): Promise<void> {
      if (familyIds.length === 0) return;
      await db
        .insert(treeFamilies)
        .values(familyIds.map((familyId) => ({ clanId, treeId, familyId })))
        .onConflictDoNothing();
    },

    async removeFamilies(clanId: string, treeId: string, familyIds: readonly string[]): Promise<void> {
      if (familyIds.length === 0) return;
      await db
        .delete(treeFamilies)
        .where(
          and(
            eq(treeFamilies.clanId, clanId),
            eq(treeFamilies.treeId, treeId),
            inArray(treeFamilies.familyId, [...familyIds]),
          ),
        );
    },

    /** Trees that contain a family. */
    async treeIdsWithFamily(clanId: string, familyId: string): Promise<string[]> {
      const rows = await db
        .select({ id: treeFamilies.treeId })
        .from(treeFamilies)
        .where(and(eq(treeFamilies.clanId, clanId), eq(treeFamilies.familyId, familyId)));
      return rows.map((r) => r.id);
    },

    async personIds(clanId: string, treeId: string): Promise<string[]> {
      const rows = await db.select().from(personIdsOf(clanId, treeId));
      return rows.map((r) => r.personId);
    },

    async hasPerson(clanId: string, treeId: string, personId: string): Promise<boolean> {
      const treePersons = personIdsOf(clanId, treeId);
      const rows = await db.select().from(treePersons).where(eq(treePersons.personId, personId)).limit(1);
      return rows.length > 0;
    },

    /** How many persons and generations each tree shows. */
    async stats(clanId: string, treeIds: readonly string[]): Promise<Map<string, TreeStats>> {
      const rows = await Promise.all(
        treeIds.map(async (treeId) => {
          const members = personIdsOf(clanId, treeId);
          const [row] = await db
            .select({ personCount: count(), generationCount: countDistinct(persons.generation) })
            .from(members)
            .innerJoin(persons, and(eq(persons.clanId, clanId), eq(persons.id, members.personId)));
          return [treeId, row ?? { personCount: 0, generationCount: 0 }] as const;
        }),
      );
      return new Map(rows);
    },

    async positions(clanId: string, treeId: string): Promise<Map<string, TreeBox>> {
      const rows = await db
        .select()
        .from(treePositions)
        .where(and(eq(treePositions.clanId, clanId), eq(treePositions.treeId, treeId)));
      return new Map(rows.map((r) => [r.personId, { x: r.x, y: r.y, width: r.width, height: r.height }]));
    },

    async upsertPositions(
      clanId: string,
      treeId: string,
      boxes: readonly ({ personId: string } & TreeBox)[],
    ): Promise<void> {
      if (boxes.length === 0) return;
      await db
        .insert(treePositions)
        .values(boxes.map((b) => ({ clanId, treeId, ...b })))
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

    /** Split trees made from a tree. */
    async splitTreesOf(clanId: string, sourceTreeId: string): Promise<TreeRow[]> {
      return db
        .select()
        .from(trees)
        .where(and(eq(trees.clanId, clanId), eq(trees.sourceTreeId, sourceTreeId)))
        .orderBy(desc(trees.createdAt));
    },

    /** Split trees headed by a person, optionally only those split from one tree. */
    async splitTreesOfPerson(clanId: string, personId: string, sourceTreeId?: string): Promise<TreeRow[]> {
      const conditions = [
        eq(trees.clanId, clanId),
        eq(trees.splitPersonId, personId),
        eq(trees.type, 'split'),
      ];
      if (sourceTreeId) conditions.push(eq(trees.sourceTreeId, sourceTreeId));
      return db
        .select()
        .from(trees)
        .where(and(...conditions))
        .orderBy(desc(trees.createdAt));
    },

    /**
     * Everything needed to draw a tree, each read with one tree-scoped join (no id lists, however
     * large the tree): its families, their spouses and children, its persons and its positions.
     */
    async graphRows(clanId: string, treeId: string) {
      const inTree = and(eq(treeFamilies.clanId, clanId), eq(treeFamilies.treeId, treeId));
      const treePersons = personIdsOf(clanId, treeId);
      const [familyRows, spouseRows, childRows, personRows, positionRows] = await Promise.all([
        db
          .select({ family: families })
          .from(treeFamilies)
          .innerJoin(
            families,
            and(eq(families.clanId, treeFamilies.clanId), eq(families.id, treeFamilies.familyId)),
          )
          .where(inTree),
        db
          .select({ familyId: familySpouses.familyId, personId: familySpouses.personId })
          .from(treeFamilies)
          .innerJoin(
            familySpouses,
            and(
              eq(familySpouses.clanId, treeFamilies.clanId),
              eq(familySpouses.familyId, treeFamilies.familyId),
            ),
          )
          .where(inTree)
          .orderBy(asc(familySpouses.familyId), asc(familySpouses.position)),
        db
          .select({
            familyId: familyChildren.familyId,
            personId: familyChildren.personId,
            motherId: familyChildren.motherId,
            relation: familyChildren.relation,
          })
          .from(treeFamilies)
          .innerJoin(
            familyChildren,
            and(
              eq(familyChildren.clanId, treeFamilies.clanId),
              eq(familyChildren.familyId, treeFamilies.familyId),
            ),
          )
          .where(inTree)
          .orderBy(asc(familyChildren.familyId), asc(familyChildren.position)),
        db
          .select({ person: persons })
          .from(treePersons)
          .innerJoin(persons, and(eq(persons.clanId, clanId), eq(persons.id, treePersons.personId)))
          .orderBy(asc(persons.generation), asc(persons.ordinalNumber), asc(persons.id)),
        db
          .select()
          .from(treePositions)
          .where(and(eq(treePositions.clanId, clanId), eq(treePositions.treeId, treeId))),
      ]);
      return {
        families: familyRows.map((r) => r.family),
        spouses: spouseRows,
        children: childRows,
        persons: personRows.map((r) => r.person),
        positions: positionRows,
      };
    },

    /** Of these families, those no tree contains any more. */
    async familiesInNoTree(clanId: string, familyIds: readonly string[]): Promise<string[]> {
      if (familyIds.length === 0) return [];
      const kept = await db
        .selectDistinct({ id: treeFamilies.familyId })
        .from(treeFamilies)
        .where(and(eq(treeFamilies.clanId, clanId), inArray(treeFamilies.familyId, [...familyIds])));
      const keptIds = new Set(kept.map((r) => r.id));
      return familyIds.filter((id) => !keptIds.has(id));
    },

    /** Of these persons, those no family names any more. */
    async personsInNoFamily(clanId: string, personIds: readonly string[]): Promise<string[]> {
      if (personIds.length === 0) return [];
      const ids = [...personIds];
      const named = await union(
        db
          .select({ id: sql<string>`${families.fatherId}`.as('id') })
          .from(families)
          .where(and(eq(families.clanId, clanId), inArray(families.fatherId, ids))),
        db
          .select({ id: sql<string>`${families.motherId}`.as('id') })
          .from(families)
          .where(and(eq(families.clanId, clanId), inArray(families.motherId, ids))),
        db
          .select({ id: sql<string>`${familySpouses.personId}`.as('id') })
          .from(familySpouses)
          .where(and(eq(familySpouses.clanId, clanId), inArray(familySpouses.personId, ids))),
        db
          .select({ id: sql<string>`${familyChildren.personId}`.as('id') })
          .from(familyChildren)
          .where(and(eq(familyChildren.clanId, clanId), inArray(familyChildren.personId, ids))),
      );
      const namedIds = new Set(named.map((r) => r.id));
      return ids.filter((id) => !namedIds.has(id));
    },

    /** Deletes families and then persons left over when a tree goes (chunked: parameter limits). */
    async deleteLeftovers(clanId: string, familyIds: readonly string[], personIds: readonly string[]) {
      for (let i = 0; i < familyIds.length; i += 5000) {
        const chunk = familyIds.slice(i, i + 5000);
        await db.delete(families).where(and(eq(families.clanId, clanId), inArray(families.id, chunk)));
      }
      for (let i = 0; i < personIds.length; i += 5000) {
        const chunk = personIds.slice(i, i + 5000);
        await db.delete(persons).where(and(eq(persons.clanId, clanId), inArray(persons.id, chunk)));
      }
    },

    /**
     * Reads the tree and locks its row until the transaction ends, so structural writes on one tree
     * (resolving a couple's family, then changing it) run one after another instead of racing.
     */
    async lockById(clanId: string, id: string): Promise<TreeRow | undefined> {
      const [row] = await db
        .select()
        .from(trees)
        .where(and(eq(trees.clanId, clanId), eq(trees.id, id)))
        .limit(1)
        .for('update');
      return row;
    },

    /** When a tree goes, its split trees stand on their own. */
    async detachSplitTrees(clanId: string, sourceTreeId: string): Promise<void> {
      await db
        .update(trees)
        .set({ sourceTreeId: null, updatedAt: new Date() })
        .where(and(eq(trees.clanId, clanId), eq(trees.sourceTreeId, sourceTreeId)));
    },
  };
}
