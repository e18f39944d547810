import type { BranchRole } from '@giapha/contract';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { changeTracking, clanId, createdAt } from './columns.ts';
import { persons, trees } from './genealogy.ts';
import { users } from './users.ts';

/**
 * A branch (chi) of a tree (issue 24): the descendants of `root_person_id` through the tree's families,
 * with the spouses married into it. Any person can root one; a split tree's person usually does.
 */
export const branches = pgTable(
  'branches',
  {
    ...clanRowKey(),
    treeId: uuid('tree_id').notNull(),
    rootPersonId: uuid('root_person_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    uniqueIndex('branches_clan_tree_root_key').on(t.clanId, t.treeId, t.rootPersonId),
    index('branches_clan_root_idx').on(t.clanId, t.rootPersonId),
    clanReference(t.clanId, t.treeId, trees).onDelete('cascade'),
    clanReference(t.clanId, t.rootPersonId, persons).onDelete('cascade'),
  ],
);

/** A member appointed to keep a branch: its head (trưởng chi) or an editor. One role per member and branch. */
export const branchRoles = pgTable(
  'branch_roles',
  {
    clanId: clanId(),
    branchId: uuid('branch_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<BranchRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.branchId, t.userId] }),
    index('branch_roles_clan_user_idx').on(t.clanId, t.userId),
    clanReference(t.clanId, t.branchId, branches).onDelete('cascade'),
    clanReference(t.clanId, t.userId, users).onDelete('cascade'),
  ],
);
