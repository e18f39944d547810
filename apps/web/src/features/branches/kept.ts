import type { Branch } from '@giapha/contract';

/** The branches `userId` keeps, with their role in each. */
export function keptBranches(branches: readonly Branch[], userId: string | undefined) {
  return branches.flatMap((branch) => {
    const keeper = branch.keepers.find((k) => k.userId === userId);
    return keeper ? [{ branch, role: keeper.role }] : [];
  });
}
