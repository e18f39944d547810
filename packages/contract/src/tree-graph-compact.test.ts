import { describe, expect, it } from 'vitest';
import type { PublicPerson } from './persons.ts';
import {
  compactPublicTreeGraphSchema,
  compactTreeGraph,
  expandCompactTreeGraph,
} from './tree-graph-compact.ts';
import type { PublicTreeGraph } from './trees.ts';
import { defaultGenerationSizes } from './trees.ts';

function person(id: string, name: string, extra: Partial<PublicPerson> = {}): PublicPerson {
  return {
    id,
    name,
    surname: null,
    sex: 'male',
    generation: 1,
    ordinalNumber: null,
    biography: 'Tiểu sử chưa được viết',
    otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null },
    nameHanNom: null,
    birth: null,
    death: null,
    birthPlace: null,
    deathPlace: null,
    deceased: false,
    gioInCalendar: true,
    burialPlace: null,
    avatar: null,
    x: 0,
    y: 0,
    width: 110,
    height: 220,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const graph: PublicTreeGraph = {
  tree: {
    _id: 't1',
    name: 'Họ Lê',
    description: null,
    families: ['fa', 'fb'],
    clanId: 'c1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    hideSpouses: false,
    isPublic: true,
    decorNodes: [],
    type: 'original',
    sourceTreeId: null,
    splitPersonId: null,
    personCount: 5,
    generationCount: 2,
  },
  persons: [
    person('p1', 'Lê Văn Tổ', {
      deceased: true,
      death: { solar: null, lunar: { day: 3, month: 8, year: null, leap: false } },
    }),
    person('p2', 'Trần Thị Cả', { sex: 'female' }),
    person('p3', 'Phạm Thị Hai', {
      sex: 'female',
      otherNames: { tenHuy: null, tenTu: null, hieu: 'Từ Ái', thuyHieu: null, phapDanh: null },
    }),
    person('p4', 'Lê Văn Con', { generation: 2, ordinalNumber: 1 }),
    person('p5', 'Lê Thị Nuôi', { generation: 2, sex: 'female' }),
  ],
  families: [
    {
      id: 'fa',
      father: 'p1',
      mother: 'p2',
      spouses: ['p3'],
      children: [
        { personId: 'p4', motherId: 'p3', relation: 'birth' },
        { personId: 'p5', motherId: null, relation: 'adopted' },
      ],
    },
    { id: 'fb', father: null, mother: 'p5', spouses: [], children: [] },
  ],
  generationSizes: defaultGenerationSizes(),
  placedPersonIds: ['p4'],
};

describe('the compact tree graph', () => {
  it('writes each person once, in columns, and expands to the same graph with families keyed by order', () => {
    const compact = compactTreeGraph(graph);
    expect(compact.persons.name).toEqual([
      'Lê Văn Tổ',
      'Trần Thị Cả',
      'Phạm Thị Hai',
      'Lê Văn Con',
      'Lê Thị Nuôi',
    ]);
    expect(compact.families).toEqual({
      father: [0, null],
      mother: [1, 4],
      spouses: [[2], []],
      children: [
        [
          [3, 2, 'birth'],
          [4, null, 'adopted'],
        ],
        [],
      ],
    });
    expect(compact.tree).not.toHaveProperty('families');
    expect(compactPublicTreeGraphSchema.parse(JSON.parse(JSON.stringify(compact)))).toEqual(compact);

    const expanded = expandCompactTreeGraph(compact);
    expect(expanded.persons).toEqual(graph.persons);
    expect(expanded.families).toEqual([
      { ...graph.families[0], id: 'family-0' },
      { ...graph.families[1], id: 'family-1' },
    ]);
    expect(expanded.tree).toEqual({ ...graph.tree, families: ['family-0', 'family-1'] });
    expect(expanded.placedPersonIds).toEqual(['p4']);
  });

  it('refuses columns of different lengths and families that point past the persons', () => {
    const compact = compactTreeGraph(graph);
    const short = { ...compact, persons: { ...compact.persons, name: compact.persons.name.slice(1) } };
    expect(compactPublicTreeGraphSchema.safeParse(short).success).toBe(false);
    const dangling = { ...compact, families: { ...compact.families, father: [9, null] } };
    expect(compactPublicTreeGraphSchema.safeParse(dangling).success).toBe(false);
  });
});
