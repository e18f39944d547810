import type { PublicTree, Tree } from '@giapha/contract';
import type { TreeRow } from './trees.repo.ts';

/** What the API shows of a tree; `families` are the ids of the families it is made of. */
export function toTreeDto(row: TreeRow, familyIds: readonly string[], personCount: number): Tree {
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
    personCount,
    version: row.version,
  };
}

export function toPublicTreeDto(tree: Tree): PublicTree {
  const { createdBy: _createdBy, version: _version, ...visible } = tree;
  return visible;
}
