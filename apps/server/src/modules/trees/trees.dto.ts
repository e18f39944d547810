import type { PublicTree, PublicTreeSummary, Tree } from '@giapha/contract';
import type { DbOrTx } from '../../db/client.ts';
import { type TreeRow, type TreeStats, treesRepo } from './trees.repo.ts';

/** What the API shows of a tree; `families` are the ids of the families it is made of. */
export function toTreeDto(row: TreeRow, familyIds: readonly string[], stats: TreeStats): Tree {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    families: [...familyIds],
    clanId: row.clanId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hideSpouses: row.hideSpouses,
    isPublic: row.isPublic,
    decorNodes: row.decorNodes,
    type: row.type,
    sourceTreeId: row.sourceTreeId,
    splitPersonId: row.splitPersonId,
    personCount: stats.personCount,
    generationCount: stats.generationCount,
    version: row.version,
  };
}

export function toPublicTreeDto(tree: Tree): PublicTree {
  const { createdBy: _createdBy, version: _version, ...visible } = tree;
  return visible;
}

/** A tree in the visitors' list: without its family ids. */
export function toPublicTreeSummaryDto(tree: Tree): PublicTreeSummary {
  const { families: _families, ...summary } = toPublicTreeDto(tree);
  return summary;
}

/** Trees as the API shows them, with their family ids and counts as they are now. */
export async function loadTreeDtos(db: DbOrTx, clanId: string, rows: readonly TreeRow[]): Promise<Tree[]> {
  if (rows.length === 0) return [];
  const repo = treesRepo(db, clanId);
  const ids = rows.map((r) => r.id);
  const [familyIds, stats] = await Promise.all([repo.familyIdsByTree(ids), repo.stats(ids)]);
  return rows.map((row) =>
    toTreeDto(row, familyIds.get(row.id) ?? [], stats.get(row.id) ?? { personCount: 0, generationCount: 0 }),
  );
}

export async function loadTreeDto(db: DbOrTx, row: TreeRow): Promise<Tree> {
  const [tree] = await loadTreeDtos(db, row.clanId, [row]);
  if (!tree) throw new Error('a loaded tree has no DTO');
  return tree;
}

/** Trees in the visitors' list: their counts, without reading the family ids the list leaves out. */
export async function loadPublicTreeSummaries(
  db: DbOrTx,
  clanId: string,
  rows: readonly TreeRow[],
): Promise<PublicTreeSummary[]> {
  if (rows.length === 0) return [];
  const stats = await treesRepo(db, clanId).stats(rows.map((r) => r.id));
  return rows.map((row) =>
    toPublicTreeSummaryDto(toTreeDto(row, [], stats.get(row.id) ?? { personCount: 0, generationCount: 0 })),
  );
}
