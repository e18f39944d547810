import type { ChildRelation, Family } from '@giapha/contract';
import type { FamilyLinks } from '@giapha/genealogy';
import { asc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { families, familyChildren, familySpouses } from '../../db/schema/index.ts';

export type FamilyRow = typeof families.$inferSelect;

export interface FamilyChild {
  personId: string;
  motherId: string | null;
  relation: ChildRelation;
}

/** A family with its further spouses and ordered children. */
export interface FamilyRecord {
  id: string;
  fatherId: string | null;
  motherId: string | null;
  spouseIds: string[];
  children: FamilyChild[];
  version: number;
}

export function toFamilyDto(family: FamilyRecord): Family {
  return {
    id: family.id,
    father: family.fatherId,
    mother: family.motherId,
    spouses: family.spouseIds,
    children: family.children,
    version: family.version,
  };
}

export function toFamilyLinks(family: FamilyRecord): FamilyLinks {
  return {
    id: family.id,
    fatherId: family.fatherId,
    motherId: family.motherId,
    spouseIds: family.spouseIds,
    childIds: family.children.map((c) => c.personId),
  };
}

/** Every person named in a family: head couple, further spouses and children. */
export function familyMemberIds(family: FamilyRecord): string[] {
  const ids = [
    family.fatherId,
    family.motherId,
    ...family.spouseIds,
    ...family.children.map((c) => c.personId),
  ];
  return ids.filter((id): id is string => id !== null);
}

/** The families of one clan, with their further spouses and children. */
export function familiesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /** Three queries for any number of families: rows, spouses, children. */
  async function load(rows: FamilyRow[]): Promise<FamilyRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [spouses, children] = await Promise.all([
      db
        .select()
        .from(familySpouses)
        .where(clan.where(familySpouses, inArray(familySpouses.familyId, ids)))
        .orderBy(asc(familySpouses.familyId), asc(familySpouses.position)),
      db
        .select()
        .from(familyChildren)
        .where(clan.where(familyChildren, inArray(familyChildren.familyId, ids)))
        .orderBy(asc(familyChildren.familyId), asc(familyChildren.position)),
    ]);
    const byId = new Map<string, FamilyRecord>();
    for (const row of rows) {
      byId.set(row.id, {
        id: row.id,
        fatherId: row.fatherId,
        motherId: row.motherId,
        spouseIds: [],
        children: [],
        version: row.version,
      });
    }
    for (const s of spouses) byId.get(s.familyId)?.spouseIds.push(s.personId);
    for (const c of children) {
      byId
        .get(c.familyId)
        ?.children.push({ personId: c.personId, motherId: c.motherId, relation: c.relation });
    }
    return [...byId.values()];
  }

  return {
    async findById(id: string): Promise<FamilyRecord | undefined> {
      const rows = await db.select().from(families).where(clan.byId(families, id)).limit(1);
      const [family] = await load(rows);
      return family;
    },

    async findByIds(ids: readonly string[]): Promise<FamilyRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(families)
        .where(clan.where(families, inArray(families.id, [...ids])));
      return load(rows);
    },

    /** Every family of the clan, as links: cycle checks must see the whole clan (persons are shared by trees). */
    async allLinks(): Promise<FamilyLinks[]> {
      const rows = await db.select().from(families).where(clan.where(families));
      return (await load(rows)).map(toFamilyLinks);
    },

    /** Families in which the person is father, mother or a further spouse. */
    async idsAsPartner(personId: string): Promise<string[]> {
      const [heads, spouses] = await Promise.all([
        db
          .select({ id: families.id })
          .from(families)
          .where(clan.where(families, or(eq(families.fatherId, personId), eq(families.motherId, personId)))),
        db
          .select({ id: familySpouses.familyId })
          .from(familySpouses)
          .where(clan.where(familySpouses, eq(familySpouses.personId, personId))),
      ]);
      return [...new Set([...heads, ...spouses].map((r) => r.id))];
    },

    /** Families in which the person is a child. */
    async idsAsChild(personId: string): Promise<string[]> {
      const rows = await db
        .select({ id: familyChildren.familyId })
        .from(familyChildren)
        .where(clan.where(familyChildren, eq(familyChildren.personId, personId)));
      return rows.map((r) => r.id);
    },

    async insert(values: { fatherId: string | null; motherId: string | null }): Promise<FamilyRecord> {
      const row = insertedRow('families', await db.insert(families).values(clan.row(values)).returning());
      return { ...row, spouseIds: [], children: [] };
    },

    /** New families whose ids are chosen by the caller (a published draft links them before they exist). */
    async insertWithIds(
      values: readonly {
        id: string;
        fatherId: string | null;
        motherId: string | null;
        gedcomExtra?: string | null;
      }[],
    ): Promise<void> {
      await clan.insertRows(families, values);
    },

    /** Children rows as given, positions included (a published draft's families are new). */
    async insertChildRows(
      values: readonly (FamilyChild & { familyId: string; position: number })[],
    ): Promise<void> {
      await clan.insertRows(familyChildren, values);
    },

    /** Sets the head couple; undefined fields are left as they are. */
    async setHeads(
      familyId: string,
      heads: { fatherId?: string | null; motherId?: string | null },
    ): Promise<void> {
      await db
        .update(families)
        .set({ ...heads, updatedAt: new Date() })
        .where(clan.byId(families, familyId));
    },

    async addSpouse(familyId: string, personId: string): Promise<void> {
      await db
        .insert(familySpouses)
        .values(
          clan.row({
            familyId,
            personId,
            position: sql`(select coalesce(max(${familySpouses.position}), -1) + 1 from ${familySpouses}
            where ${familySpouses.clanId} = ${clan.clanId} and ${familySpouses.familyId} = ${familyId})`,
          }),
        )
        .onConflictDoNothing();
    },

    /** Appends children after the family's last one, in the given order. */
    async addChildren(familyId: string, children: readonly FamilyChild[]): Promise<void> {
      if (children.length === 0) return;
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${familyChildren.position}), -1)` })
        .from(familyChildren)
        .where(clan.where(familyChildren, eq(familyChildren.familyId, familyId)));
      const start = Number(last?.position ?? -1) + 1;
      await db
        .insert(familyChildren)
        .values(clan.rows(children.map((child, i) => ({ familyId, position: start + i, ...child }))))
        .onConflictDoNothing();
    },

    /** Takes a person out of every family (before the person is deleted); heads become empty. */
    async detachPerson(personId: string): Promise<void> {
      await db
        .update(families)
        .set({ fatherId: null, updatedAt: new Date(), version: nextVersion(families) })
        .where(clan.where(families, eq(families.fatherId, personId)));
      await db
        .update(families)
        .set({ motherId: null, updatedAt: new Date(), version: nextVersion(families) })
        .where(clan.where(families, eq(families.motherId, personId)));
      await db
        .update(familyChildren)
        .set({ motherId: null })
        .where(clan.where(familyChildren, eq(familyChildren.motherId, personId)));
      // family_spouses and family_children rows of the person go with it (ON DELETE CASCADE).
    },

    /** Bumps the version when it is still `expectedVersion` (when given); false when it was not. */
    async touch(familyId: string, expectedVersion?: number): Promise<boolean> {
      const rows = await db
        .update(families)
        .set({ updatedAt: new Date(), version: nextVersion(families) })
        .where(clan.atVersion(families, familyId, expectedVersion))
        .returning({ id: families.id });
      return rows.length > 0;
    },

    async delete(familyId: string): Promise<void> {
      await db.delete(families).where(clan.byId(families, familyId));
    },

    /** Families in which the person is father or mother, oldest first (the person's "first" family leads). */
    async findHeadedBy(personId: string): Promise<FamilyRecord[]> {
      const rows = await db
        .select()
        .from(families)
        .where(clan.where(families, or(eq(families.fatherId, personId), eq(families.motherId, personId))))
        .orderBy(asc(families.createdAt), asc(families.id));
      const loaded = new Map((await load(rows)).map((f) => [f.id, f]));
      return rows.map((r) => loaded.get(r.id)).filter((f): f is FamilyRecord => f !== undefined);
    },

    /**
     * Deletes those of `familyIds` that are left with nothing: no father, mother, further spouse or
     * child (they leave their trees through ON DELETE CASCADE). Returns the ids deleted.
     */
    async deleteEmpty(familyIds: readonly string[]): Promise<string[]> {
      if (familyIds.length === 0) return [];
      const rows = await db
        .delete(families)
        .where(
          clan.where(
            families,
            inArray(families.id, [...familyIds]),
            isNull(families.fatherId),
            isNull(families.motherId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(familySpouses)
                .where(clan.where(familySpouses, eq(familySpouses.familyId, families.id))),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(familyChildren)
                .where(clan.where(familyChildren, eq(familyChildren.familyId, families.id))),
            ),
          ),
        )
        .returning({ id: families.id });
      return rows.map((r) => r.id);
    },

    /** Of these persons, those no family names any more. */
    async personsInNoFamily(personIds: readonly string[]): Promise<string[]> {
      if (personIds.length === 0) return [];
      const ids = [...personIds];
      const named = await union(
        db
          .select({ id: sql<string>`${families.fatherId}`.as('id') })
          .from(families)
          .where(clan.where(families, inArray(families.fatherId, ids))),
        db
          .select({ id: sql<string>`${families.motherId}`.as('id') })
          .from(families)
          .where(clan.where(families, inArray(families.motherId, ids))),
        db
          .select({ id: sql<string>`${familySpouses.personId}`.as('id') })
          .from(familySpouses)
          .where(clan.where(familySpouses, inArray(familySpouses.personId, ids))),
        db
          .select({ id: sql<string>`${familyChildren.personId}`.as('id') })
          .from(familyChildren)
          .where(clan.where(familyChildren, inArray(familyChildren.personId, ids))),
      );
      const namedIds = new Set(named.map((r) => r.id));
      return ids.filter((id) => !namedIds.has(id));
    },

    /** Deletes families (chunked: parameter limits). */
    async deleteMany(familyIds: readonly string[]): Promise<void> {
      for (let i = 0; i < familyIds.length; i += 5000) {
        const chunk = familyIds.slice(i, i + 5000);
        await db.delete(families).where(clan.where(families, inArray(families.id, chunk)));
      }
    },
  };
}
