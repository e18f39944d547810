import type { ChildRelation, Family } from '@giapha/contract';
import type { FamilyLinks } from '@giapha/genealogy';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { atVersion, nextVersion } from '../../db/clan-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
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

export function familiesRepo(db: DbOrTx) {
  /** Three queries for any number of families: rows, spouses, children. */
  async function load(clanId: string, rows: FamilyRow[]): Promise<FamilyRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [spouses, children] = await Promise.all([
      db
        .select()
        .from(familySpouses)
        .where(and(eq(familySpouses.clanId, clanId), inArray(familySpouses.familyId, ids)))
        .orderBy(asc(familySpouses.familyId), asc(familySpouses.position)),
      db
        .select()
        .from(familyChildren)
        .where(and(eq(familyChildren.clanId, clanId), inArray(familyChildren.familyId, ids)))
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
    async findById(clanId: string, id: string): Promise<FamilyRecord | undefined> {
      const rows = await db
        .select()
        .from(families)
        .where(and(eq(families.clanId, clanId), eq(families.id, id)))
        .limit(1);
      const [family] = await load(clanId, rows);
      return family;
    },

    async findByIds(clanId: string, ids: readonly string[]): Promise<FamilyRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(families)
        .where(and(eq(families.clanId, clanId), inArray(families.id, [...ids])));
      return load(clanId, rows);
    },

    /** Every family of the clan, as links: cycle checks must see the whole clan (persons are shared by trees). */
    async allLinks(clanId: string): Promise<FamilyLinks[]> {
      const rows = await db.select().from(families).where(eq(families.clanId, clanId));
      return (await load(clanId, rows)).map(toFamilyLinks);
    },

    /** Families in which the person is father, mother or a further spouse. */
    async idsAsPartner(clanId: string, personId: string): Promise<string[]> {
      const [heads, spouses] = await Promise.all([
        db
          .select({ id: families.id })
          .from(families)
          .where(
            and(
              eq(families.clanId, clanId),
              or(eq(families.fatherId, personId), eq(families.motherId, personId)),
            ),
          ),
        db
          .select({ id: familySpouses.familyId })
          .from(familySpouses)
          .where(and(eq(familySpouses.clanId, clanId), eq(familySpouses.personId, personId))),
      ]);
      return [...new Set([...heads, ...spouses].map((r) => r.id))];
    },

    /** Families in which the person is a child. */
    async idsAsChild(clanId: string, personId: string): Promise<string[]> {
      const rows = await db
        .select({ id: familyChildren.familyId })
        .from(familyChildren)
        .where(and(eq(familyChildren.clanId, clanId), eq(familyChildren.personId, personId)));
      return rows.map((r) => r.id);
    },

    async insert(
      clanId: string,
      values: { fatherId: string | null; motherId: string | null },
    ): Promise<FamilyRecord> {
      const [row] = await db
        .insert(families)
        .values({ ...values, clanId })
        .returning();
      if (!row) throw new Error('insert into families returned no row');
      return { ...row, spouseIds: [], children: [] };
    },

    /** Sets the head couple; undefined fields are left as they are. */
    async setHeads(
      clanId: string,
      familyId: string,
      heads: { fatherId?: string | null; motherId?: string | null },
    ): Promise<void> {
      await db
        .update(families)
        .set({ ...heads, updatedAt: new Date() })
        .where(and(eq(families.clanId, clanId), eq(families.id, familyId)));
    },

    async addSpouse(clanId: string, familyId: string, personId: string): Promise<void> {
      await db
        .insert(familySpouses)
        .values({
          clanId,
          familyId,
          personId,
          position: sql`(select coalesce(max(${familySpouses.position}), -1) + 1 from ${familySpouses}
            where ${familySpouses.clanId} = ${clanId} and ${familySpouses.familyId} = ${familyId})`,
        })
        .onConflictDoNothing();
    },

    /** Appends children after the family's last one, in the given order. */
    async addChildren(clanId: string, familyId: string, children: readonly FamilyChild[]): Promise<void> {
      if (children.length === 0) return;
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${familyChildren.position}), -1)` })
        .from(familyChildren)
        .where(and(eq(familyChildren.clanId, clanId), eq(familyChildren.familyId, familyId)));
      const start = Number(last?.position ?? -1) + 1;
      await db
        .insert(familyChildren)
        .values(children.map((child, i) => ({ clanId, familyId, position: start + i, ...child })))
        .onConflictDoNothing();
    },

    /** Takes a person out of every family (before the person is deleted); heads become empty. */
    async detachPerson(clanId: string, personId: string): Promise<void> {
      await db
        .update(families)
        .set({ fatherId: null, updatedAt: new Date(), version: nextVersion(families) })
        .where(and(eq(families.clanId, clanId), eq(families.fatherId, personId)));
      await db
        .update(families)
        .set({ motherId: null, updatedAt: new Date(), version: nextVersion(families) })
        .where(and(eq(families.clanId, clanId), eq(families.motherId, personId)));
      await db
        .update(familyChildren)
        .set({ motherId: null })
        .where(and(eq(familyChildren.clanId, clanId), eq(familyChildren.motherId, personId)));
      // family_spouses and family_children rows of the person go with it (ON DELETE CASCADE).
    },

    /** Bumps the version when it is still `expectedVersion` (when given); false when it was not. */
    async touch(clanId: string, familyId: string, expectedVersion?: number): Promise<boolean> {
      const rows = await db
        .update(families)
        .set({ updatedAt: new Date(), version: nextVersion(families) })
        .where(atVersion(families, clanId, familyId, expectedVersion))
        .returning({ id: families.id });
      return rows.length > 0;
    },

    async delete(clanId: string, familyId: string): Promise<void> {
      await db.delete(families).where(and(eq(families.clanId, clanId), eq(families.id, familyId)));
    },

    /** Families in which the person is father or mother, oldest first (the person's "first" family leads). */
    async findHeadedBy(clanId: string, personId: string): Promise<FamilyRecord[]> {
      const rows = await db
        .select()
        .from(families)
        .where(
          and(
            eq(families.clanId, clanId),
            or(eq(families.fatherId, personId), eq(families.motherId, personId)),
          ),
        )
        .orderBy(asc(families.createdAt), asc(families.id));
      const loaded = new Map((await load(clanId, rows)).map((f) => [f.id, f]));
      return rows.map((r) => loaded.get(r.id)).filter((f): f is FamilyRecord => f !== undefined);
    },
  };
}
