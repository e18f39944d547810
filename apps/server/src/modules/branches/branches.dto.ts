import type { Branch, PublicBranchPerson, PublicBranchSummary } from '@giapha/contract';
import type { BranchPersonRow, BranchRow, KeeperRow } from './branches.repo.ts';

export function toBranch(row: BranchRow, keepers: readonly KeeperRow[], personCount: number): Branch {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    treeId: row.treeId,
    treeName: row.treeName,
    rootPerson: { _id: row.rootPersonId, name: row.rootName },
    personCount,
    keepers: keepers.map(({ userId, name, role }) => ({ userId, name, role })),
    version: row.version,
  };
}

export function toPublicSummary(
  row: BranchRow,
  keepers: readonly KeeperRow[],
  personCount: number,
): PublicBranchSummary {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    treeId: row.treeId,
    treeName: row.treeName,
    rootPerson: { _id: row.rootPersonId, name: row.rootName },
    heads: keepers.filter((keeper) => keeper.role === 'head').map((keeper) => keeper.name),
    personCount,
  };
}

/** A person as the public tree shows them: years only (the living-person rule of the public tree). */
export function toPublicBranchPerson(row: BranchPersonRow): PublicBranchPerson {
  return {
    _id: row.id,
    name: row.name,
    sex: row.sex,
    generation: row.generation,
    birthYear: row.birth?.solar?.year ?? row.birth?.lunar?.year ?? null,
    deathYear: row.deceased ? (row.death?.solar?.year ?? row.death?.lunar?.year ?? null) : null,
    isDeceased: row.deceased,
  };
}
