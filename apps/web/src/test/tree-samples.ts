import type { PublicTree, Tree } from '@giapha/contract';

/** A tree as the admin API answers it: an empty, private original unless told otherwise. */
export function sampleTree(fields: Partial<Tree> & Pick<Tree, '_id' | 'name'>): Tree {
  return {
    description: null,
    families: [],
    clanId: 'c1',
    createdBy: 'u1',
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-04-20T09:00:00.000Z',
    hideSpouses: false,
    isPublic: false,
    decorNodes: [],
    type: 'original',
    sourceTreeId: null,
    splitPersonId: null,
    personCount: 0,
    generationCount: 0,
    version: 1,
    ...fields,
  };
}

const STAMP = '2026-01-01T00:00:00.000Z';

/** A public tree as the public API answers it (no author, no version): five persons in three generations. */
export function publicTree(fields: Partial<PublicTree> & Pick<PublicTree, '_id' | 'name'>): PublicTree {
  const {
    createdBy: _createdBy,
    version: _version,
    ...tree
  } = sampleTree({
    createdAt: STAMP,
    updatedAt: STAMP,
    isPublic: true,
    personCount: 5,
    generationCount: 3,
    ...fields,
  });
  return tree;
}
