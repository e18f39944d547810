import type { BranchRole } from '@giapha/contract';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { branches, branchRoles, personClaims, persons, trees, users } from '../../db/schema/index.ts';
import { treePersonIds } from '../../db/tree-membership.ts';

export type BranchRecord = typeof branches.$inferSelect;

/** A branch with the names of its tree and root person. */
export interface BranchRow {
  id: string;
  name: string;
  description: string | null;
  treeId: string;
  treeName: string;
  treeIsPublic: boolean;
  rootPersonId: string;
  rootName: string;
  version: number;
}

export interface KeeperRow {
  branchId: string;
  userId: string;
  name: string;
  role: BranchRole;
}

export type BranchPersonRow = Pick<
  typeof persons.$inferSelect,
  'id' | 'name' | 'sex' | 'generation' | 'birth' | 'death' | 'deceased'
>;

export interface PendingMemberRow {
  userId: string;
  username: string;
  name: string;
  claimId: string;
  personId: string;
  personName: string;
  note: string | null;
  createdAt: Date;
}

const branchColumns = {
  id: branches.id,
  name: branches.name,
  description: branches.description,
  treeId: branches.treeId,
  treeName: trees.name,
  treeIsPublic: trees.isPublic,
  rootPersonId: branches.rootPersonId,
  rootName: persons.name,
  version: branches.version,
};

/** Branches (chi) of one clan and the members who keep them (issue 24). */
export function branchesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /** The clan's branches with their tree and root person, where `conditions` hold. */
  function selectBranches(...conditions: (SQL | undefined)[]) {
    return db
      .select(branchColumns)
      .from(branches)
      .innerJoin(trees, clan.byId(trees, branches.treeId))
      .innerJoin(persons, clan.byId(persons, branches.rootPersonId))
      .where(clan.where(branches, ...conditions));
  }

  return {
    /** Every branch of the clan (of its public trees only with `publicOnly`), by tree then name. */
    async list(publicOnly = false): Promise<BranchRow[]> {
      return selectBranches(publicOnly ? eq(trees.isPublic, true) : undefined).orderBy(
        asc(trees.name),
        asc(branches.name),
        asc(branches.id),
      );
    },

    async find(id: string): Promise<BranchRow | undefined> {
      const [row] = await selectBranches(eq(branches.id, id)).limit(1);
      return row;
    },

    /** The branch row, locked until the transaction ends. */
    async findForUpdate(id: string): Promise<BranchRecord | undefined> {
      const [row] = await db.select().from(branches).where(clan.byId(branches, id)).limit(1).for('update');
      return row;
    },

    async findTree(id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: trees.id, name: trees.name })
        .from(trees)
        .where(clan.byId(trees, id))
        .limit(1);
      return row;
    },

    async findPerson(id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: persons.id, name: persons.name })
        .from(persons)
        .where(clan.byId(persons, id))
        .limit(1);
      return row;
    },

    /** Whether the tree shows the person (a partner or child of one of its families). */
    async treeHolds(treeId: string, personId: string): Promise<boolean> {
      const members = treePersonIds(clan, treeId);
      const [row] = await db
        .select({ id: members.personId })
        .from(members)
        .where(eq(members.personId, personId))
        .limit(1);
      return row !== undefined;
    },

    async rootTaken(treeId: string, rootPersonId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(clan.where(branches, eq(branches.treeId, treeId), eq(branches.rootPersonId, rootPersonId)))
        .limit(1);
      return row !== undefined;
    },

    async insert(values: {
      treeId: string;
      rootPersonId: string;
      name: string;
      description: string | null;
    }): Promise<BranchRecord> {
      return insertedRow('branches', await db.insert(branches).values(clan.row(values)).returning());
    },

    async update(
      id: string,
      patch: { name?: string; description?: string | null },
      expectedVersion?: number,
    ): Promise<BranchRecord | undefined> {
      const [row] = await db
        .update(branches)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(branches) })
        .where(clan.atVersion(branches, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(branches, id);
    },

    /** The keepers of the branches given, heads first, then by name. */
    async keepersOf(branchIds: readonly string[]): Promise<KeeperRow[]> {
      if (branchIds.length === 0) return [];
      return db
        .select({
          branchId: branchRoles.branchId,
          userId: branchRoles.userId,
          name: users.name,
          role: branchRoles.role,
        })
        .from(branchRoles)
        .innerJoin(users, clan.byId(users, branchRoles.userId))
        .where(clan.where(branchRoles, inArray(branchRoles.branchId, [...branchIds])))
        .orderBy(desc(branchRoles.role), asc(users.name), asc(users.id));
    },

    /** Whether `userId` keeps the branch (head or editor). */
    async keeps(branchId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ role: branchRoles.role })
        .from(branchRoles)
        .where(clan.where(branchRoles, eq(branchRoles.branchId, branchId), eq(branchRoles.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** The active members of the clan among `userIds`, with their names. */
    async activeMembers(userIds: readonly string[]): Promise<{ id: string; name: string }[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(clan.where(users, inArray(users.id, [...userIds]), eq(users.status, 'active')));
    },

    async replaceKeepers(branchId: string, keepers: readonly { userId: string; role: BranchRole }[]) {
      await db.delete(branchRoles).where(clan.where(branchRoles, eq(branchRoles.branchId, branchId)));
      if (keepers.length > 0) {
        await db.insert(branchRoles).values(clan.rows(keepers.map((k) => ({ branchId, ...k }))));
      }
    },

    /** The persons with these ids, by generation then name. */
    async persons(ids: readonly string[]): Promise<BranchPersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: persons.id,
          name: persons.name,
          sex: persons.sex,
          generation: persons.generation,
          birth: persons.birth,
          death: persons.death,
          deceased: persons.deceased,
        })
        .from(persons)
        .where(clan.where(persons, inArray(persons.id, [...ids])))
        .orderBy(asc(persons.generation), asc(persons.name), asc(persons.id));
    },

    /** Registrations waiting for approval whose pending claim names one of `personIds`, oldest first. */
    async pendingMembers(personIds: readonly string[]): Promise<PendingMemberRow[]> {
      if (personIds.length === 0) return [];
      return db
        .select({
          userId: users.id,
          username: users.username,
          name: users.name,
          claimId: personClaims.id,
          personId: persons.id,
          personName: persons.name,
          note: personClaims.note,
          createdAt: personClaims.createdAt,
        })
        .from(personClaims)
        .innerJoin(users, clan.where(users, eq(users.id, personClaims.userId), eq(users.status, 'pending')))
        .innerJoin(persons, clan.byId(persons, personClaims.personId))
        .where(
          clan.where(
            personClaims,
            eq(personClaims.status, 'pending'),
            inArray(personClaims.personId, [...personIds]),
          ),
        )
        .orderBy(asc(personClaims.createdAt), asc(personClaims.id));
    },
  };
}
