import { eq, inArray, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { ClanBound } from './clan-bound.ts';
import { families, familyChildren, familySpouses, treeFamilies } from './schema/index.ts';

// Who is on a tree, as a subquery other queries filter by: the persons list of one tree and the trees'
// own reads both need it, so it lives apart from either repository.

/** Persons of a tree: the partners and children of its families (one UNION, duplicates removed). */
export function treePersonIds(clan: ClanBound, treeId: string) {
  const familyIds = clan.db
    .select({ id: treeFamilies.familyId })
    .from(treeFamilies)
    .where(clan.where(treeFamilies, eq(treeFamilies.treeId, treeId)));
  return personsOfFamilies(clan, familyIds, 'tree_persons');
}

/** The partners and children of the families a subquery selects (`{ id }`), as a subquery named `alias`. */
export function personsOfFamilies<Alias extends string>(
  clan: ClanBound,
  familyIds: SQLWrapper,
  alias: Alias,
) {
  const { db } = clan;
  const heads = (column: typeof families.fatherId | typeof families.motherId) =>
    db
      .select({ personId: sql<string>`${column}`.as('person_id') })
      .from(families)
      .where(clan.where(families, inArray(families.id, familyIds), isNotNull(column)));
  return union(
    heads(families.fatherId),
    heads(families.motherId),
    db
      .select({ personId: sql<string>`${familySpouses.personId}`.as('person_id') })
      .from(familySpouses)
      .where(clan.where(familySpouses, inArray(familySpouses.familyId, familyIds))),
    db
      .select({ personId: sql<string>`${familyChildren.personId}`.as('person_id') })
      .from(familyChildren)
      .where(clan.where(familyChildren, inArray(familyChildren.familyId, familyIds))),
  ).as(alias);
}
