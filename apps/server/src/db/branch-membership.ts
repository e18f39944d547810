import { branchPersonsOf, buildKinshipIndex, type FamilyLinks } from '@giapha/genealogy';
import { eq, inArray } from 'drizzle-orm';
import { clanBound } from './clan-bound.ts';
import type { DbOrTx } from './client.ts';
import {
  branches,
  branchRoles,
  families,
  familyChildren,
  familySpouses,
  reminderFollows,
  treeFamilies,
} from './schema/index.ts';

// Who is inside a branch (issue 24): the persons module, the branches module, suggestions and the calendar
// all ask, so it lives apart from any one repository, like tree-membership.ts.

/** Where a branch starts: its tree and the person it is rooted at. */
export interface BranchRoot {
  treeId: string;
  rootPersonId: string;
}

/** The links of one tree's families, read in three flat queries. */
async function treeFamilyLinks(db: DbOrTx, clanId: string, treeId: string): Promise<FamilyLinks[]> {
  const clan = clanBound(db, clanId);
  const familyIds = db
    .select({ id: treeFamilies.familyId })
    .from(treeFamilies)
    .where(clan.where(treeFamilies, eq(treeFamilies.treeId, treeId)));
  const [heads, spouses, children] = await Promise.all([
    db
      .select({ id: families.id, fatherId: families.fatherId, motherId: families.motherId })
      .from(families)
      .where(clan.where(families, inArray(families.id, familyIds))),
    db
      .select({ familyId: familySpouses.familyId, personId: familySpouses.personId })
      .from(familySpouses)
      .where(clan.where(familySpouses, inArray(familySpouses.familyId, familyIds))),
    db
      .select({ familyId: familyChildren.familyId, personId: familyChildren.personId })
      .from(familyChildren)
      .where(clan.where(familyChildren, inArray(familyChildren.familyId, familyIds))),
  ]);
  const spouseIds = groupBy(spouses);
  const childIds = groupBy(children);
  return heads.map((family) => ({
    ...family,
    spouseIds: spouseIds.get(family.id) ?? [],
    childIds: childIds.get(family.id) ?? [],
  }));
}

function groupBy(rows: readonly { familyId: string; personId: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { familyId, personId } of rows) {
    const list = map.get(familyId);
    if (list) list.push(personId);
    else map.set(familyId, [personId]);
  }
  return map;
}

/** The persons of one branch: its root, the root's descendants in the tree, and their spouses. */
export async function branchPersonIds(db: DbOrTx, clanId: string, branch: BranchRoot): Promise<Set<string>> {
  const index = buildKinshipIndex(await treeFamilyLinks(db, clanId, branch.treeId));
  return branchPersonsOf(index, branch.rootPersonId);
}

/** A branch a member keeps, with their role in it. */
export interface KeptBranch extends BranchRoot {
  id: string;
  name: string;
  role: 'head' | 'editor';
}

/** What a member may edit: the branches they keep and every person inside any of them. */
export interface BranchScope {
  branches: KeptBranch[];
  personIds: Set<string>;
  /** Persons inside a branch the member heads (heads approve suggestions and member links there). */
  headedPersonIds: Set<string>;
}

/** The branches a member of the clan keeps (head or editor), and the persons inside them. */
export async function branchScopeOf(db: DbOrTx, clanId: string, userId: string): Promise<BranchScope> {
  const clan = clanBound(db, clanId);
  const kept = await db
    .select({
      id: branches.id,
      name: branches.name,
      treeId: branches.treeId,
      rootPersonId: branches.rootPersonId,
      role: branchRoles.role,
    })
    .from(branchRoles)
    .innerJoin(branches, clan.byId(branches, branchRoles.branchId))
    .where(clan.where(branchRoles, eq(branchRoles.userId, userId)))
    .orderBy(branches.name, branches.id);
  const personIds = new Set<string>();
  const headedPersonIds = new Set<string>();
  const byTree = new Map<string, KeptBranch[]>();
  for (const branch of kept) {
    const list = byTree.get(branch.treeId);
    if (list) list.push(branch);
    else byTree.set(branch.treeId, [branch]);
  }
  for (const [treeId, list] of byTree) {
    const index = buildKinshipIndex(await treeFamilyLinks(db, clanId, treeId));
    for (const branch of list) {
      for (const id of branchPersonsOf(index, branch.rootPersonId)) {
        personIds.add(id);
        if (branch.role === 'head') headedPersonIds.add(id);
      }
    }
  }
  return { branches: kept, personIds, headedPersonIds };
}

/**
 * The persons whose giỗ a member follows (reminder mail and their private calendar): the persons they
 * follow and everyone inside the branches they follow; null when they follow nothing, which is the whole clan.
 */
export async function followedPersonIds(
  db: DbOrTx,
  clanId: string,
  userId: string,
): Promise<Set<string> | null> {
  const clan = clanBound(db, clanId);
  const follows = await db
    .select({
      personId: reminderFollows.personId,
      treeId: branches.treeId,
      rootPersonId: branches.rootPersonId,
    })
    .from(reminderFollows)
    .leftJoin(branches, clan.byId(branches, reminderFollows.branchId))
    .where(clan.where(reminderFollows, eq(reminderFollows.userId, userId)));
  if (follows.length === 0) return null;
  const persons = new Set<string>();
  const rootsByTree = new Map<string, string[]>();
  for (const follow of follows) {
    if (follow.personId) persons.add(follow.personId);
    if (follow.treeId && follow.rootPersonId) {
      const roots = rootsByTree.get(follow.treeId);
      if (roots) roots.push(follow.rootPersonId);
      else rootsByTree.set(follow.treeId, [follow.rootPersonId]);
    }
  }
  for (const [treeId, roots] of rootsByTree) {
    const index = buildKinshipIndex(await treeFamilyLinks(db, clanId, treeId));
    for (const root of roots) for (const id of branchPersonsOf(index, root)) persons.add(id);
  }
  return persons;
}
