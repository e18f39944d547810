import type { BranchRole } from '@giapha/contract';
import type { Db } from '../src/db/client.ts';
import { branches, branchRoles } from '../src/db/schema/index.ts';

/** A branch and its keeper, as an admin's appointment would leave them (issue 24). */
export interface KeeperAppointment {
  treeId: string;
  rootPersonId: string;
  userId: string;
  role?: BranchRole;
  name?: string;
}

/**
 * Makes a branch rooted at `rootPersonId` in `treeId` and appoints `userId` to keep it, straight in the
 * database (tests of the editing rights need no branches API). Returns the branch's id.
 */
export async function appointKeeper(db: Db, clanId: string, appointment: KeeperAppointment): Promise<string> {
  const [branch] = await db
    .insert(branches)
    .values({
      clanId,
      treeId: appointment.treeId,
      rootPersonId: appointment.rootPersonId,
      name: appointment.name ?? 'Chi thử',
    })
    .returning({ id: branches.id });
  if (!branch) throw new Error('no branch inserted');
  await db
    .insert(branchRoles)
    .values({ clanId, branchId: branch.id, userId: appointment.userId, role: appointment.role ?? 'editor' });
  return branch.id;
}
