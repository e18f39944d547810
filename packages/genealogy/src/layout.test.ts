import { describe, expect, it } from 'vitest';
import {
  type LayoutBox,
  type LayoutChildRelation,
  type LayoutFamily,
  type LayoutFamilyChild,
  type LayoutOptions,
  type LayoutPerson,
  layoutTree,
  type TreeLayout,
} from './layout.ts';
import { generateSampleClan, SAMPLE_CLAN_SIZES, type SampleClan } from './sample-clan.ts';

const W = 110;
const H = 220;
const SIBLING_GAP = 30;
const SPOUSE_GAP = 16;
const GENERATION_GAP = 80;
const EPS = 1e-6;

function person(id: string, over: Partial<Omit<LayoutPerson, 'id'>> = {}): LayoutPerson {
  return { id, generation: null, ordinalNumber: null, birthYear: null, width: W, height: H, ...over };
}

type ChildSpec = string | { id: string; mother?: string | null; relation?: LayoutChildRelation };

function family(
  id: string,
  fatherId: string | null,
  motherId: string | null,
  children: readonly ChildSpec[] = [],
  spouseIds: readonly string[] = [],
): LayoutFamily {
  const listings: LayoutFamilyChild[] = children.map((c) =>
    typeof c === 'string'
      ? { personId: c, motherId: null, relation: 'birth' }
      : { personId: c.id, motherId: c.mother ?? null, relation: c.relation ?? 'birth' },
  );
  return { id, fatherId, motherId, spouseIds, children: listings };
}

function box(layout: TreeLayout, id: string): LayoutBox {
  const b = layout.boxes.get(id);
  if (!b) throw new Error(`no box for ${id}`);
  return b;
}

const right = (b: LayoutBox) => b.x + b.width;
const centre = (b: LayoutBox) => b.x + b.width / 2;

function overlap(a: LayoutBox, b: LayoutBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every pair: for small trees. */
function expectNoOverlapPairs(layout: TreeLayout): void {
  const list = [...layout.boxes];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const [a, boxA] = list[i]!;
      const [b, boxB] = list[j]!;
      if (overlap(boxA, boxB)) throw new Error(`${a} overlaps ${b}`);
    }
  }
}

/** Sweep over x with the boxes still open: for large trees (open boxes stay few, one or so a row). */
function expectNoOverlapSweep(layout: TreeLayout): void {
  const list = [...layout.boxes].sort((a, b) => a[1].x - b[1].x);
  let open: [string, LayoutBox][] = [];
  for (const entry of list) {
    const [id, b] = entry;
    open = open.filter(([, o]) => right(o) > b.x);
    for (const [other, o] of open) if (overlap(o, b)) throw new Error(`${id} overlaps ${other}`);
    open.push(entry);
  }
}

/** Boxes are placed in whole rows: each box inside a row and the rows apart. */
function expectRows(layout: TreeLayout, generationGap = GENERATION_GAP): void {
  const rows = layout.generationRows;
  for (let r = 1; r < rows.length; r++) {
    expect(rows[r]!.y).toBeCloseTo(rows[r - 1]!.y + rows[r - 1]!.height + generationGap, 6);
    expect(rows[r]!.generation).toBeGreaterThan(rows[r - 1]!.generation);
  }
  const tops = new Map(rows.map((row) => [row.y, row]));
  for (const [id, b] of layout.boxes) {
    const row = tops.get(b.y);
    if (!row) throw new Error(`${id} is not at the top of a row`);
    expect(b.height).toBeLessThanOrEqual(row.height);
  }
}

/** Every child placed by its family hangs below the parent the edge comes from. */
function expectChildrenBelow(layout: TreeLayout): void {
  for (const edge of layout.edges) {
    if (edge.kind !== 'birth') continue;
    const parent = box(layout, edge.from);
    expect(box(layout, edge.to).y, edge.id).toBeGreaterThan(parent.y + parent.height);
  }
}

function expectDisjointBounds(layout: TreeLayout): void {
  let maxX = 0;
  let maxY = 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  for (const b of layout.boxes.values()) {
    minX = Math.min(minX, b.x);
    minY = Math.min(minY, b.y);
    maxX = Math.max(maxX, right(b));
    maxY = Math.max(maxY, b.y + b.height);
  }
  expect(minX).toBeCloseTo(0, 6);
  expect(minY).toBe(0);
  expect(layout.bounds).toEqual({ minX: 0, minY: 0, maxX, maxY });
}

/** The horizontal extent of a head and the wives beside him (his families' partners with boxes). */
function unitSpan(layout: TreeLayout, families: readonly LayoutFamily[], headId: string): [number, number] {
  const head = box(layout, headId);
  let lo = head.x;
  let hi = right(head);
  for (const f of families) {
    if (f.fatherId !== headId) continue;
    for (const id of [f.motherId, ...f.spouseIds]) {
      const b = id ? layout.boxes.get(id) : undefined;
      if (b && b.y === head.y) {
        lo = Math.min(lo, b.x);
        hi = Math.max(hi, right(b));
      }
    }
  }
  return [lo, hi];
}

/**
 * In a clean tree (every child listed once, one family per man, wives married in), each father's
 * unit is centred exactly over the span of his children's units, and each child lies inside that span.
 */
function expectCentredOverChildren(layout: TreeLayout, families: readonly LayoutFamily[]): void {
  for (const f of families) {
    if (!f.fatherId || f.children.length === 0) continue;
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const c of f.children) {
      const [a, b] = unitSpan(layout, families, c.personId);
      lo = Math.min(lo, a);
      hi = Math.max(hi, b);
    }
    const [a, b] = unitSpan(layout, families, f.fatherId);
    expect(Math.abs((a + b) / 2 - (lo + hi) / 2), f.id).toBeLessThan(EPS);
    for (const c of f.children) {
      const child = box(layout, c.personId);
      expect(child.x).toBeGreaterThanOrEqual(lo - EPS);
      expect(right(child)).toBeLessThanOrEqual(hi + EPS);
    }
  }
}

/** mulberry32 */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Generated {
  persons: LayoutPerson[];
  families: LayoutFamily[];
}

/**
 * A random clean clan: one founder, men marry one to three wives, children name their mother; box
 * sizes vary. With `messy`, some generations are unknown or one too high, and some children are
 * adopted, step or foster.
 */
function randomClan(seed: number, count: number, options: { messy?: boolean } = {}): Generated {
  const random = rng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const persons: LayoutPerson[] = [];
  const families: LayoutFamily[] = [];
  const make = (generation: number, ordinal: number | null): LayoutPerson => {
    let g: number | null = generation;
    if (options.messy) {
      const roll = random();
      g = roll < 0.2 ? null : roll < 0.25 ? generation + 1 : generation;
    }
    const p = person(`p${persons.length}`, {
      generation: g,
      ordinalNumber: ordinal !== null && random() < 0.8 ? ordinal : null,
      birthYear: random() < 0.7 ? 1800 + generation * 25 + int(0, 20) : null,
      width: int(40, 160),
      height: int(60, 240),
    });
    persons.push(p);
    return p;
  };
  const queue: { p: LayoutPerson; generation: number }[] = [{ p: make(1, null), generation: 1 }];
  for (let i = 0; i < queue.length && persons.length < count; i++) {
    const { p, generation } = queue[i]!;
    if (random() < 0.3 && i > 0) continue;
    const wives = Array.from({ length: random() < 0.2 ? int(2, 3) : 1 }, () => make(generation, null));
    const n = int(0, 5);
    const children: ChildSpec[] = [];
    for (let k = 0; k < n && persons.length < count; k++) {
      const c = make(generation + 1, int(1, 6));
      const mother = wives[int(0, wives.length - 1)]!.id;
      const roll = random();
      const relation: LayoutChildRelation = !options.messy
        ? 'birth'
        : roll < 0.05
          ? 'adopted'
          : roll < 0.08
            ? 'step'
            : roll < 0.1
              ? 'foster'
              : 'birth';
      children.push({ id: c.id, mother, relation });
      queue.push({ p: c, generation: generation + 1 });
    }
    families.push(
      family(
        `f${families.length}`,
        p.id,
        wives[0]!.id,
        children,
        wives.slice(1).map((w) => w.id),
      ),
    );
  }
  return { persons, families };
}

function fromSample(clan: SampleClan): Generated {
  return {
    persons: clan.persons.map((p) =>
      person(p.id, {
        generation: p.generation,
        ordinalNumber: p.ordinalNumber,
        birthYear: p.birth?.solar?.year ?? null,
      }),
    ),
    families: clan.families,
  };
}

function edgesTo(layout: TreeLayout, id: string) {
  return layout.edges.filter((e) => e.to === id);
}

describe('layoutTree: units, spouses and children', () => {
  // Ông Cả with two wives; children listed out of order, each naming a mother.
  const persons = [
    person('ong', { generation: 1 }),
    person('ba-ca', { generation: 1 }),
    person('ba-hai', { generation: 1, width: 90 }),
    person('c1', { generation: 2, ordinalNumber: 2 }),
    person('c2', { generation: 2, ordinalNumber: 1 }),
    person('c3', { generation: 2, ordinalNumber: 3 }),
    person('c4', { generation: 2, ordinalNumber: null, birthYear: 1950 }),
    person('c5', { generation: 2, ordinalNumber: null, birthYear: 1940 }),
    person('c6', { generation: 2, ordinalNumber: 1 }),
  ];
  const families = [
    family(
      'f',
      'ong',
      'ba-ca',
      [
        { id: 'c1', mother: 'ba-hai' },
        { id: 'c2', mother: 'ba-ca' },
        { id: 'c3' },
        { id: 'c4', mother: 'ba-ca' },
        { id: 'c5', mother: 'ba-ca' },
        { id: 'c6', mother: 'ba-hai' },
      ],
      ['ba-hai'],
    ),
  ];

  it('puts the wives beside the head, principal wife first, on his row', () => {
    const layout = layoutTree(persons, families);
    const ong = box(layout, 'ong');
    const ca = box(layout, 'ba-ca');
    const hai = box(layout, 'ba-hai');
    expect(ca.y).toBe(ong.y);
    expect(hai.y).toBe(ong.y);
    expect(ca.x).toBeCloseTo(right(ong) + SPOUSE_GAP, 6);
    expect(hai.x).toBeCloseTo(right(ca) + SPOUSE_GAP, 6);
    expect(hai.width).toBe(90);
    expectNoOverlapPairs(layout);
    expectRows(layout);
  });

  it("groups each wife's children, ordered by ordinal, then birth year, then listing", () => {
    const layout = layoutTree(persons, families);
    const order = ['c2', 'c3', 'c5', 'c4', 'c6', 'c1'];
    const xs = order.map((id) => box(layout, id).x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    const first = ['c2', 'c3', 'c4', 'c5'].map((id) => right(box(layout, id)));
    const second = ['c1', 'c6'].map((id) => box(layout, id).x);
    expect(Math.max(...first)).toBeLessThan(Math.min(...second));
    // Leaves touch at the sibling gap; the unit is centred over them.
    expect(box(layout, 'c3').x - right(box(layout, 'c2'))).toBeCloseTo(SIBLING_GAP, 6);
    expectCentredOverChildren(layout, families);
  });

  it('draws edges from the mother when a head has several wives, else from the father', () => {
    const layout = layoutTree(persons, families);
    const from = new Map(layout.edges.map((e) => [e.to, e.from]));
    expect(from.get('c1')).toBe('ba-hai');
    expect(from.get('c2')).toBe('ba-ca');
    expect(from.get('c3')).toBe('ba-ca');
    const single = layoutTree([person('a'), person('b'), person('c')], [family('g', 'a', 'b', ['c'])]);
    expect(single.edges).toEqual([{ id: 'g:c', from: 'a', to: 'c', kind: 'birth', familyId: 'g' }]);
  });

  it('rows are generations, each as tall as its tallest box, generationGap apart', () => {
    const tall = persons.map((p) => (p.id === 'c3' ? { ...p, height: 300 } : p));
    const layout = layoutTree(tall, families, { generationGap: 50 });
    expect(layout.generationRows).toEqual([
      { generation: 1, y: 0, height: H },
      { generation: 2, y: H + 50, height: 300 },
    ]);
    expect(box(layout, 'c1').y).toBe(H + 50);
    expectRows(layout, 50);
  });

  it('hideSpouses gives wives no box but keeps their children grouped', () => {
    const layout = layoutTree(persons, families, { hideSpouses: true });
    expect(layout.boxes.has('ba-ca')).toBe(false);
    expect(layout.boxes.has('ba-hai')).toBe(false);
    expect(layout.boxes.size).toBe(7);
    const first = ['c2', 'c3', 'c4', 'c5'].map((id) => right(box(layout, id)));
    const second = ['c1', 'c6'].map((id) => box(layout, id).x);
    expect(Math.max(...first)).toBeLessThan(Math.min(...second));
    for (const edge of layout.edges) expect(edge.from).toBe('ong');
    expectCentredOverChildren(layout, families);
    expectNoOverlapPairs(layout);
  });

  it('honours the gaps', () => {
    const layout = layoutTree(persons, families, { siblingGap: 10, spouseGap: 0 });
    expect(box(layout, 'ba-ca').x).toBeCloseTo(right(box(layout, 'ong')), 6);
    expect(box(layout, 'c3').x - right(box(layout, 'c2'))).toBeCloseTo(10, 6);
  });

  it('packs three leaves under a parent exactly', () => {
    const layout = layoutTree(
      [person('r'), person('a'), person('b'), person('c')],
      [family('f', 'r', null, ['a', 'b', 'c'])],
    );
    expect(['a', 'b', 'c'].map((id) => box(layout, id).x)).toEqual([0, 140, 280]);
    expect(box(layout, 'r').x).toBe(140);
    expect(layout.bounds).toEqual({ minX: 0, minY: 0, maxX: 390, maxY: 2 * H + GENERATION_GAP });
  });

  it('tucks subtrees against each other by their contours and spreads a small one between', () => {
    // r → B (three children), C (leaf), D (three children): B's and D's children touch; C sits evenly.
    const ids = ['r', 'B', 'C', 'D', 'b1', 'b2', 'b3', 'd1', 'd2', 'd3'];
    const layout = layoutTree(
      ids.map((id) => person(id)),
      [
        family('fr', 'r', null, ['B', 'C', 'D']),
        family('fb', 'B', null, ['b1', 'b2', 'b3']),
        family('fd', 'D', null, ['d1', 'd2', 'd3']),
      ],
    );
    expect(box(layout, 'd1').x - right(box(layout, 'b3'))).toBeCloseTo(SIBLING_GAP, 6);
    const gapBC = box(layout, 'C').x - right(box(layout, 'B'));
    const gapCD = box(layout, 'D').x - right(box(layout, 'C'));
    expect(gapBC).toBeGreaterThan(SIBLING_GAP);
    expect(gapBC).toBeCloseTo(gapCD, 6);
    expectNoOverlapPairs(layout);
  });

  it('keeps deep subtrees apart below a shallow sibling (threads)', () => {
    // a has a deep left child and a deep right child with a leaf between; depths differ on each side.
    const persons: LayoutPerson[] = [];
    const families: LayoutFamily[] = [];
    const chain = (prefix: string, depth: number, fan: number) => {
      for (let d = 0; d < depth; d++) {
        const kids = Array.from({ length: fan }, (_, k) => `${prefix}${d + 1}-${k}`);
        for (const k of kids) persons.push(person(k));
        families.push(family(`f-${prefix}${d}`, `${prefix}${d}-0`, null, kids));
      }
    };
    for (const id of ['a', 'L0-0', 'M0-0', 'R0-0']) persons.push(person(id));
    families.push(family('fa', 'a', null, ['L0-0', 'M0-0', 'R0-0']));
    chain('L', 5, 3);
    chain('R', 3, 4);
    chain('M', 1, 1);
    const layout = layoutTree(persons, families);
    expect(layout.boxes.size).toBe(persons.length);
    expectNoOverlapPairs(layout);
    expectChildrenBelow(layout);
  });
});

describe('layoutTree: generations', () => {
  it('computes unknown generations from the roots', () => {
    const layout = layoutTree(
      [person('a'), person('b'), person('c'), person('w')],
      [family('f1', 'a', 'w', ['b']), family('f2', 'b', null, ['c'])],
    );
    expect(layout.generationRows.map((r) => r.generation)).toEqual([1, 2, 3]);
    expect(box(layout, 'c').y).toBe(2 * (H + GENERATION_GAP));
    expect(box(layout, 'w').y).toBe(0);
  });

  it('starts from a known generation and continues below it (a split tree from đời 5)', () => {
    const layout = layoutTree(
      [person('a', { generation: 5 }), person('b'), person('c', { generation: 7 })],
      [family('f1', 'a', null, ['b']), family('f2', 'b', null, ['c'])],
    );
    expect(layout.generationRows.map((r) => r.generation)).toEqual([5, 6, 7]);
  });

  it('keeps a child below its parent when the numbers disagree, and skips rows when asked to', () => {
    const wrong = layoutTree(
      [person('a', { generation: 3 }), person('b', { generation: 1 })],
      [family('f', 'a', null, ['b'])],
    );
    expect(wrong.generationRows.map((r) => r.generation)).toEqual([3, 4]);
    expect(box(wrong, 'b').y).toBeGreaterThan(box(wrong, 'a').y);

    const skip = layoutTree(
      [
        person('a', { generation: 1 }),
        person('b', { generation: 2 }),
        person('c', { generation: 4 }),
        person('d', { generation: 3 }),
        person('e', { generation: 2 }),
        person('f', { generation: 3, width: 400 }),
      ],
      [
        family('f1', 'a', null, ['b', 'c', 'e']),
        family('f2', 'b', null, ['d']),
        family('f3', 'e', null, ['f']),
      ],
    );
    expect(skip.generationRows.map((r) => r.generation)).toEqual([1, 2, 3, 4]);
    expect(box(skip, 'c').y).toBe(skip.generationRows[3]!.y);
    expectNoOverlapPairs(skip);
    expectChildrenBelow(skip);
  });
});

describe('layoutTree: duplicates, loops and other links', () => {
  it('places a child listed in two families once, under the first, with a secondary edge', () => {
    const layout = layoutTree(
      [person('g'), person('a'), person('b'), person('x'), person('y')],
      [
        family('fg', 'g', null, ['a', 'b']),
        family('fa', 'a', null, ['x']),
        family('fb', 'b', null, ['y', 'x']),
      ],
    );
    expect(layout.boxes.size).toBe(5);
    expect(edgesTo(layout, 'x').map((e) => [e.familyId, e.kind])).toEqual([
      ['fa', 'birth'],
      ['fb', 'secondary'],
    ]);
    expect(centre(box(layout, 'x'))).toBeCloseTo(centre(box(layout, 'a')), 6);
    expectNoOverlapPairs(layout);
  });

  it('gives a child listed twice in one family distinct edge ids', () => {
    const layout = layoutTree([person('a'), person('b')], [family('f', 'a', null, ['b', 'b'])]);
    expect(layout.edges.map((e) => [e.id, e.kind])).toEqual([
      ['f:b', 'birth'],
      ['f:b:2', 'secondary'],
    ]);
  });

  it('terminates on a loop with no way in, with a secondary edge closing it', () => {
    const layout = layoutTree(
      [person('a'), person('b'), person('c')],
      [family('f1', 'a', null, ['b']), family('f2', 'b', null, ['c']), family('f3', 'c', null, ['a'])],
    );
    expect(layout.boxes.size).toBe(3);
    expect(layout.edges.filter((e) => e.kind === 'secondary').map((e) => e.id)).toEqual(['f3:a']);
    expect(layout.generationRows).toHaveLength(3);
  });

  it('places a descendant listed as a partner of his ancestor by descent, not beside the ancestor', () => {
    // The sample clan's loop: d (a grandson) is listed as a further spouse of the founder's family.
    const layout = layoutTree(
      [person('f'), person('w'), person('s'), person('d'), person('dw'), person('k')],
      [family('f0', 'f', 'w', ['s'], ['d']), family('f1', 's', null, ['d']), family('f2', 'd', 'dw', ['k'])],
    );
    expect(box(layout, 'd').y).toBeGreaterThan(box(layout, 's').y);
    expect(box(layout, 'dw').y).toBe(box(layout, 'd').y);
    expect(box(layout, 'k').y).toBeGreaterThan(box(layout, 'd').y);
    expect(layout.edges.every((e) => e.kind === 'birth')).toBe(true);
    expectNoOverlapPairs(layout);
  });

  it('terminates on self-links', () => {
    const layout = layoutTree([person('a'), person('b')], [family('f', 'a', 'a', ['a', 'b'], ['a'])]);
    expect(layout.boxes.size).toBe(2);
    expect(edgesTo(layout, 'a')[0]?.kind).toBe('secondary');
  });

  it('places adopted, step and foster children under their family with secondary edges', () => {
    const layout = layoutTree(
      [person('a'), person('b'), person('c'), person('d'), person('e')],
      [
        family('f', 'a', null, [
          'b',
          { id: 'c', relation: 'adopted' },
          { id: 'd', relation: 'step' },
          { id: 'e', relation: 'foster' },
        ]),
      ],
    );
    expect(layout.edges.map((e) => e.kind)).toEqual(['birth', 'secondary', 'secondary', 'secondary']);
    for (const id of ['c', 'd', 'e']) expect(box(layout, id).y).toBe(box(layout, 'b').y);
    expect(centre(box(layout, 'a'))).toBeCloseTo((box(layout, 'b').x + right(box(layout, 'e'))) / 2, 6);
  });

  it('lays out a separate branch as a further root to the right', () => {
    const persons = ['a', 'a1', 'a2', 'b', 'b1', 'b2', 'lone'].map((id) => person(id));
    const families = [family('fa', 'a', null, ['a1', 'a2']), family('fb', 'b', null, ['b1', 'b2'])];
    const layout = layoutTree(persons, families);
    const branchA = ['a', 'a1', 'a2'].map((id) => box(layout, id));
    const branchB = ['b', 'b1', 'b2'].map((id) => box(layout, id));
    for (const b of branchB) {
      for (const a of branchA) if (a.y === b.y) expect(b.x).toBeGreaterThan(right(a));
    }
    expect(box(layout, 'lone').x).toBeGreaterThan(box(layout, 'b').x);

    const reversed = layoutTree(persons, families, { rootIds: ['b'] });
    expect(box(reversed, 'b').x).toBeLessThan(box(reversed, 'a').x);
  });

  it('lays out the ancestors of a chosen root to its right, linking it back with a secondary edge', () => {
    const layout = layoutTree(
      [person('g'), person('p'), person('c')],
      [family('f1', 'g', null, ['p']), family('f2', 'p', null, ['c'])],
      { rootIds: ['p'] },
    );
    expect(layout.boxes.size).toBe(3);
    expect(box(layout, 'g').x).toBeGreaterThan(box(layout, 'p').x);
    expect(edgesTo(layout, 'p')[0]?.kind).toBe('secondary');
    expectNoOverlapPairs(layout);
  });

  it('puts heads of families before their wives and before men married to a daughter', () => {
    // The daughter's husband and the founder's wife come first in the input; the founder still leads.
    const layout = layoutTree(
      [person('husband'), person('wife'), person('founder'), person('daughter'), person('grandchild')],
      [family('f1', 'founder', 'wife', ['daughter']), family('f2', 'husband', 'daughter', ['grandchild'])],
    );
    expect(box(layout, 'founder').x).toBe(0);
    expect(box(layout, 'husband').y).toBe(box(layout, 'daughter').y);
    expect(box(layout, 'grandchild').y).toBeGreaterThan(box(layout, 'daughter').y);
    expect(edgesTo(layout, 'grandchild')[0]).toMatchObject({ from: 'husband', kind: 'birth' });
    expectNoOverlapPairs(layout);
  });

  it('ignores ids that name no person and copes with empty input', () => {
    const empty = layoutTree([], []);
    expect(empty).toEqual({
      boxes: new Map(),
      edges: [],
      bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
      generationRows: [],
    });
    const layout = layoutTree(
      [person('a'), person('b'), person('a', { width: 999 })],
      [family('f', 'ghost', 'a', ['b', 'nobody'], ['phantom']), family('f', null, null, ['b'])],
    );
    expect([...layout.boxes.keys()].sort()).toEqual(['a', 'b']);
    expect(box(layout, 'a').width).toBe(W);
    expect(layout.edges.map((e) => [e.id, e.from, e.kind])).toEqual([
      ['f:b', 'a', 'birth'],
      ['f:b:2', 'f', 'secondary'],
    ]);
  });
});

describe('layoutTree: random clans', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i: no overlaps, children below, units centred', (seed) => {
    const { persons, families } = randomClan(seed, 150);
    for (const options of [{}, { hideSpouses: true }] satisfies LayoutOptions[]) {
      const layout = layoutTree(persons, families, options);
      expectNoOverlapPairs(layout);
      expectChildrenBelow(layout);
      expectRows(layout);
      expectDisjointBounds(layout);
      expectCentredOverChildren(layout, families);
    }
  });

  it.each([11, 12, 13, 14])(
    'seed %i with unknown and inconsistent generations and other relations: still tidy',
    (seed) => {
      const { persons, families } = randomClan(seed, 300, { messy: true });
      const layout = layoutTree(persons, families);
      expect(layout.boxes.size).toBe(persons.length);
      expectNoOverlapPairs(layout);
      expectChildrenBelow(layout);
      expectRows(layout);
      for (const e of layout.edges) {
        const parent = box(layout, e.from);
        expect(box(layout, e.to).y).toBeGreaterThan(parent.y);
      }
    },
  );

  it('is deterministic: the same input gives the same numbers', () => {
    const { persons, families } = randomClan(21, 400, { messy: true });
    const a = layoutTree(persons, families);
    const b = layoutTree(structuredClone(persons), structuredClone(families));
    expect([...b.boxes]).toEqual([...a.boxes]);
    expect(b.edges).toEqual(a.edges);
    expect(b.bounds).toEqual(a.bounds);
    expect(b.generationRows).toEqual(a.generationRows);
  });
});

describe('layoutTree: sample clans', () => {
  it('lays out a 2,000-person clan (with its duplicates and loop) without overlaps', () => {
    const clan = generateSampleClan(SAMPLE_CLAN_SIZES.M);
    const { persons, families } = fromSample(clan);
    const layout = layoutTree(persons, families);
    expect(layout.boxes.size).toBe(2000);
    expect(box(layout, clan.rootPersonId)).toMatchObject({ y: 0 });
    expectNoOverlapSweep(layout);
    expectChildrenBelow(layout);
    expectRows(layout);
    expect(layout.generationRows.map((r) => r.generation)).toEqual(
      Array.from({ length: SAMPLE_CLAN_SIZES.M.generations }, (_, i) => i + 1),
    );
    const listings = families.reduce((n, f) => n + f.children.length, 0);
    expect(layout.edges).toHaveLength(listings);
    const secondary = layout.edges.filter((e) => e.kind === 'secondary');
    const adopted = families.reduce((n, f) => n + f.children.filter((c) => c.relation !== 'birth').length, 0);
    expect(secondary).toHaveLength(adopted + 2); // the two duplicate listings
    // Every person sits on the row of their generation.
    const rowY = new Map(layout.generationRows.map((r) => [r.generation, r.y]));
    for (const p of clan.persons) expect(box(layout, p.id).y).toBe(rowY.get(p.generation));
  });

  it('centres every household over its children in a clean 2,000-person clan', () => {
    const { persons, families } = fromSample(generateSampleClan({ ...SAMPLE_CLAN_SIZES.M, loops: false }));
    const layout = layoutTree(persons, families);
    expectCentredOverChildren(layout, families);
    expectNoOverlapSweep(layout);
  });

  it('lays out 10,000 persons with hidden spouses without overlaps', () => {
    const clan = generateSampleClan(SAMPLE_CLAN_SIZES.L);
    const { persons, families } = fromSample(clan);
    const layout = layoutTree(persons, families, { hideSpouses: true });
    // Partners who are nobody's child (the loop lists a clan son as a partner; he keeps his box).
    const children = new Set(families.flatMap((f) => f.children.map((c) => c.personId)));
    const wives = new Set(
      families.flatMap((f) => [f.motherId, ...f.spouseIds]).filter((id) => id !== null && !children.has(id)),
    );
    for (const id of wives) if (id) expect(layout.boxes.has(id)).toBe(false);
    expect(layout.boxes.size).toBe(clan.persons.length - wives.size);
    expectNoOverlapSweep(layout);
    expectChildrenBelow(layout);
  });
});

describe('layoutTree: size', () => {
  it('completes a 50,000-generation chain without recursion', () => {
    const count = 50_000;
    const persons = Array.from({ length: count }, (_, i) => person(`p${i}`));
    const families = Array.from({ length: count - 1 }, (_, i) =>
      family(`f${i}`, `p${i}`, null, [`p${i + 1}`]),
    );
    const layout = layoutTree(persons, families);
    expect(layout.boxes.size).toBe(count);
    expect(layout.generationRows).toHaveLength(count);
    expect(box(layout, `p${count - 1}`)).toEqual({
      x: 0,
      y: (count - 1) * (H + GENERATION_GAP),
      width: W,
      height: H,
    });
    expect([...layout.boxes.values()].every((b) => b.x === 0)).toBe(true);
    // With known generations too, and reversed input order.
    const known = persons.map((p, i) => ({ ...p, generation: i + 1 })).reverse();
    expect(layoutTree(known, families).generationRows).toHaveLength(count);
  });

  it('completes a 20,000-person wide tree', () => {
    const count = 20_000;
    const persons = Array.from({ length: count }, (_, i) => person(`p${i}`));
    const children = persons.slice(1).map((p) => p.id);
    const layout = layoutTree(persons, [family('f', 'p0', null, children)]);
    expect(layout.boxes.size).toBe(count);
    expect(layout.bounds.maxX).toBeCloseTo((count - 1) * W + (count - 2) * SIBLING_GAP, 3);
    expect(centre(box(layout, 'p0'))).toBeCloseTo(layout.bounds.maxX / 2, 3);
    expectNoOverlapSweep(layout);
  });
});
