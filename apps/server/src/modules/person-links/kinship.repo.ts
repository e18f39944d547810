import type { KinshipFamily, KinshipPerson, KinshipSex } from '@giapha/genealogy';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  families,
  familyChildren,
  familySpouses,
  persons,
  treeFamilies,
  trees,
} from '../../db/schema/index.ts';

/** The clan's whole family graph as the kinship rules read it (persons and families are clan records). */
export interface ClanKinshipGraph {
  persons: Map<string, KinshipPerson>;
  families: KinshipFamily[];
}

/** A year of the birth date (solar first, else lunar), when the record holds one. */
function birthYearOf(part: 'solar' | 'lunar'): SQL<number | null> {
  const path = `{${part},year}`;
  return sql<number | null>`case when jsonb_typeof(${persons.birth} #> ${path}::text[]) = 'number'
    then (${persons.birth} #>> ${path}::text[])::int end`;
}

function kinshipSex(sex: string): KinshipSex | null {
  if (sex === 'male') return 'M';
  if (sex === 'female') return 'F';
  return null;
}

/**
 * Four flat clan-wide reads (persons, families, their spouses, their children), run side by side and
 * joined in memory: no per-row round trips, whatever the clan's size.
 */
export async function loadClanKinshipGraph(db: DbOrTx, clanId: string): Promise<ClanKinshipGraph> {
  const clan = clanBound(db, clanId);
  const [personRows, familyRows, spouseRows, childRows] = await Promise.all([
    db
      .select({
        id: persons.id,
        name: persons.name,
        sex: persons.sex,
        ordinal: persons.ordinalNumber,
        solarYear: birthYearOf('solar'),
        lunarYear: birthYearOf('lunar'),
      })
      .from(persons)
      .where(clan.where(persons)),
    db
      .select({ id: families.id, father: families.fatherId, mother: families.motherId })
      .from(families)
      .where(clan.where(families)),
    db
      .select({ familyId: familySpouses.familyId, personId: familySpouses.personId })
      .from(familySpouses)
      .where(clan.where(familySpouses))
      .orderBy(asc(familySpouses.familyId), asc(familySpouses.position)),
    db
      .select({
        familyId: familyChildren.familyId,
        personId: familyChildren.personId,
        motherId: familyChildren.motherId,
      })
      .from(familyChildren)
      .where(clan.where(familyChildren))
      .orderBy(asc(familyChildren.familyId), asc(familyChildren.position)),
  ]);
  const graphPersons = new Map<string, KinshipPerson>();
  for (const row of personRows) {
    graphPersons.set(row.id, {
      id: row.id,
      name: row.name,
      sex: kinshipSex(row.sex),
      ordinal: row.ordinal,
      birthYear: row.solarYear ?? row.lunarYear,
    });
  }
  const spousesOf = new Map<string, string[]>();
  for (const row of spouseRows) {
    const list = spousesOf.get(row.familyId);
    if (list) list.push(row.personId);
    else spousesOf.set(row.familyId, [row.personId]);
  }
  const childrenOf = new Map<string, { personId: string; motherId: string | null }[]>();
  for (const row of childRows) {
    const child = { personId: row.personId, motherId: row.motherId };
    const list = childrenOf.get(row.familyId);
    if (list) list.push(child);
    else childrenOf.set(row.familyId, [child]);
  }
  return {
    persons: graphPersons,
    families: familyRows.map((family) => ({
      id: family.id,
      father: family.father,
      mother: family.mother,
      spouses: spousesOf.get(family.id) ?? [],
      children: childrenOf.get(family.id) ?? [],
    })),
  };
}

/** The trees holding any of these families (a tree holds a family's partners and children). */
export async function treesOfFamilies(
  db: DbOrTx,
  clanId: string,
  familyIds: readonly string[],
): Promise<{ treeId: string; familyId: string }[]> {
  if (familyIds.length === 0) return [];
  const clan = clanBound(db, clanId);
  return (
    db
      .select({ treeId: treeFamilies.treeId, familyId: treeFamilies.familyId })
      .from(treeFamilies)
      .innerJoin(trees, clan.byId(trees, treeFamilies.treeId))
      // The link opens /family-tree, which shows public trees only.
      .where(
        clan.where(treeFamilies, inArray(treeFamilies.familyId, [...familyIds]), eq(trees.isPublic, true)),
      )
      .orderBy(asc(trees.createdAt), asc(trees.id))
  );
}
