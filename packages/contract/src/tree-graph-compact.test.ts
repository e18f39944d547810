import { describe, expect, it } from 'vitest';
import type { PublicPerson } from './persons.ts';
import {
  compactMemberTreeGraph,
  compactPublicTreeGraphChecked,
  compactPublicTreeGraphSchema,
  compactTreeGraph,
  compactTreeGraphChecked,
  compactTreeGraphSchema,
  expandCompactMemberTreeGraph,
  expandCompactTreeGraph,
  readCompactPublicTreeGraph,
  readCompactTreeGraph,
} from './tree-graph-compact.ts';
import type { PublicTreeGraph, TreeGraph } from './trees.ts';
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
    // Repeated texts are written once.
    expect(compact.persons.createdAt).toEqual({ values: ['2026-01-01T00:00:00.000Z'], at: [0, 0, 0, 0, 0] });
    expect(compact.persons.biography.values).toEqual(['Tiểu sử chưa được viết']);
    // A person without other names sends null, not five nulls.
    expect(compact.persons.otherNames.map((names) => names?.hieu ?? null)).toEqual([
      null,
      null,
      'Từ Ái',
      null,
      null,
    ]);
    expect(compact.persons.otherNames.filter((names) => names === null)).toHaveLength(4);
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

const memberGraph: TreeGraph = {
  tree: { ...graph.tree, families: ['fa', 'fb'], createdBy: 'u1', version: 3 },
  persons: graph.persons.map((p, i) => ({
    ...p,
    contact: i === 1 ? { phone: '0912345678', email: null, address: 'Hà Nội' } : null,
    notes: i === 1 ? 'Ghi chú riêng' : null,
    version: i + 1,
  })),
  families: graph.families.map((family, i) => ({ ...family, version: i + 2 })),
  generationSizes: graph.generationSizes,
  splitPersonIds: ['p4'],
  placedPersonIds: ['p4'],
};

describe('the cheap check the web reads a compact graph with', () => {
  it('reads what the schema reads, for visitors and members', () => {
    const compact = JSON.parse(JSON.stringify(compactTreeGraph(graph)));
    expect(readCompactPublicTreeGraph(compact)).toEqual(compactPublicTreeGraphSchema.parse(compact));
    const member = JSON.parse(JSON.stringify(compactMemberTreeGraph(memberGraph)));
    expect(readCompactTreeGraph(member)).toEqual(compactTreeGraphSchema.parse(member));
    expect(compactTreeGraphChecked.parse({ success: true, data: member }).data).toEqual(
      compactTreeGraphSchema.parse(member),
    );
  });

  it('refuses a wrong value in any column, a short column and a family pointing past the persons', () => {
    const compact = compactTreeGraph(graph);
    const broken = (persons: object, families: object = {}) =>
      readCompactPublicTreeGraph({
        ...compact,
        persons: { ...compact.persons, ...persons },
        families: { ...compact.families, ...families },
      });
    expect(broken({ name: [1, 'b', 'c', 'd', 'e'] })).toBeNull();
    expect(broken({ sex: ['male', 'male', 'nam', 'male', 'male'] })).toBeNull();
    expect(broken({ x: compact.persons.x.slice(1) })).toBeNull();
    expect(broken({ birth: [{ solar: { year: '1920' } }, null, null, null, null] })).toBeNull();
    expect(broken({ otherNames: [{}, null, null, null, null] })).toBeNull();
    expect(broken({ createdAt: { values: ['2026'], at: [0, 0, 0, 0, 1] } })).toBeNull();
    expect(broken({ updatedAt: { values: ['2026'], at: [0, 0] } })).toBeNull();
    expect(broken({ biography: ['a', 'b', 'c', 'd', 'e'] })).toBeNull();
    expect(broken({}, { father: [9, null] })).toBeNull();
    expect(broken({}, { children: [[[3, 2, 'ruột']], []] })).toBeNull();
    expect(readCompactPublicTreeGraph({ ...compact, tree: { name: 'x' } })).toBeNull();
    expect(readCompactPublicTreeGraph(null)).toBeNull();
    expect(compactPublicTreeGraphChecked.safeParse({ success: true, data: { persons: {} } }).success).toBe(
      false,
    );
    // A lunar date without `leap` reads as not leap, as the schema's default makes it.
    const noLeap = readCompactPublicTreeGraph(
      JSON.parse(
        JSON.stringify({ ...compact, persons: { ...compact.persons } })
          .replace('"leap":false', '')
          .replace(',}', '}'),
      ),
    );
    expect(noLeap?.persons.death[0]?.lunar?.leap).toBe(false);
  });
});

describe('the members’ compact graph', () => {
  it('keeps family ids, versions and private fields: expand(compact(graph)) is the graph', () => {
    const compact = compactMemberTreeGraph(memberGraph);
    expect(compact.tree).not.toHaveProperty('families');
    expect(compact.families.id).toEqual(['fa', 'fb']);
    expect(compactTreeGraphSchema.parse(JSON.parse(JSON.stringify(compact)))).toEqual(compact);
    expect(expandCompactMemberTreeGraph(compact)).toEqual(memberGraph);
  });

  it('round-trips the visitors’ graph but its family ids', () => {
    const expanded = expandCompactTreeGraph(compactTreeGraph(graph));
    expect({ ...expanded, tree: { ...expanded.tree, families: graph.tree.families } }).toEqual({
      ...graph,
      families: graph.families.map((family, i) => ({ ...family, id: `family-${i}` })),
    });
  });
});
