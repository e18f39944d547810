import type { Draft, DraftListItem, DraftNode, Tree } from '@giapha/contract';

export const DRAFT_ID = 'd1a2b3c4-0000-4000-8000-000000000001';
export const EARLIER_ID = 'd1a2b3c4-0000-4000-8000-000000000002';
export const CLAN_PERSON_ID = '7b0e7c1e-3c1a-4f4e-9d2b-1a2b3c4d5e6f';

export function node(fields: Partial<DraftNode> & Pick<DraftNode, 'id' | 'name'>): DraftNode {
  return {
    surname: null,
    sex: 'male',
    generation: 1,
    ordinalNumber: null,
    birth: null,
    death: null,
    deceased: false,
    otherNames: [],
    notes: null,
    ...fields,
  };
}

/** A text import: the founder (giỗ 12/3 âm lịch), his wife, their son, and one line not understood. */
export function sampleDraft(fields: Partial<Draft> = {}): Draft {
  return {
    id: DRAFT_ID,
    name: 'Gia phả họ Nguyễn',
    source: 'text',
    sourceName: null,
    status: 'draft',
    nodeCount: 3,
    familyCount: 1,
    warningCount: 1,
    treeId: null,
    duplicateOfId: null,
    createdAt: '2026-04-26T03:00:00.000Z',
    updatedAt: '2026-04-26T03:00:00.000Z',
    version: 1,
    nodes: [
      node({
        id: 'p1',
        name: 'Nguyễn Văn Ấn',
        generation: 1,
        deceased: true,
        birth: {
          solar: { year: 1820, month: null, day: null },
          lunar: null,
          phrase: null,
          place: null,
        },
        death: {
          solar: { year: 1890, month: null, day: null },
          lunar: { day: 12, month: 3, year: null, leap: false },
          phrase: null,
          place: null,
        },
      }),
      node({ id: 'p2', name: 'Trần Thị Bình', sex: 'female', generation: 1 }),
      node({ id: 'p3', name: 'Nguyễn Văn Cường', generation: 2 }),
    ],
    families: [
      {
        id: 'f1',
        fatherId: 'p1',
        motherId: 'p2',
        children: [{ personId: 'p3', relation: 'birth' }],
        marriage: null,
      },
    ],
    sources: [],
    connections: [
      { from: 'p1', to: 'p2', kind: 'spouse' },
      { from: 'p1', to: 'p3', kind: 'child' },
    ],
    positions: [],
    warnings: [{ line: 7, text: 'Chú thích: xem bản gốc', message: 'Không hiểu dòng này' }],
    report: [
      { tag: 'INDI', imported: 3, skipped: 0 },
      { tag: 'NOTE', imported: 0, skipped: 1 },
    ],
    ...fields,
  };
}

export function listItem(draft: Draft): DraftListItem {
  const {
    nodes: _n,
    families: _f,
    connections: _c,
    positions: _p,
    warnings: _w,
    report: _r,
    ...item
  } = draft;
  return item;
}

export function sampleTree(fields: Partial<Tree> = {}): Tree {
  return {
    _id: 'tree-1',
    name: 'Gia phả họ Nguyễn',
    description: null,
    families: [],
    clanId: 'c1',
    createdBy: null,
    createdAt: '2026-04-26T03:00:00.000Z',
    updatedAt: '2026-04-26T03:00:00.000Z',
    hideSpouses: false,
    isPublic: true,
    decorNodes: [],
    type: 'original',
    sourceTreeId: null,
    splitPersonId: null,
    personCount: 3,
    generationCount: 2,
    version: 1,
    ...fields,
  };
}
