import { computeTreeLayout, spouseLinkId } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import {
  ancestorLine,
  buildKinship,
  buildSearchIndex,
  collapsedBy,
  generationsFrom,
  searchPersons,
} from './kinship.ts';
import { canvasTreeOf, smallFamily, testPerson } from './trees.testing.ts';

/** Two wives: Lan's son Hùng, Mai's son Khoa; Hùng married Nga (married in) and Hạnh (a cousin's daughter). */
function twoWives() {
  const persons = [
    testPerson({ id: 'tuan', name: 'Lê Văn Tuấn', generation: 1 }),
    testPerson({ id: 'lan', name: 'Phạm Thị Lan', sex: 'female', generation: 1 }),
    testPerson({ id: 'mai', name: 'Võ Thị Mai', sex: 'female', generation: 1 }),
    testPerson({ id: 'hung', name: 'Lê Văn Hùng', generation: 2 }),
    testPerson({ id: 'khoa', name: 'Lê Văn Khoa', generation: 2 }),
    testPerson({ id: 'nga', name: 'Đỗ Thị Nga', sex: 'female', generation: 2 }),
    testPerson({ id: 'hanh', name: 'Lê Thị Hạnh', sex: 'female', generation: 2 }),
    testPerson({ id: 'son', name: 'Lê Văn Sơn', generation: 3 }),
  ];
  return canvasTreeOf(persons, [
    {
      id: 'f1',
      father: 'tuan',
      mother: 'lan',
      spouses: ['mai'],
      children: [
        { personId: 'hung', motherId: 'lan', relation: 'birth' },
        { personId: 'khoa', motherId: 'mai', relation: 'birth' },
      ],
    },
    {
      id: 'f2',
      father: 'hung',
      mother: 'nga',
      spouses: ['hanh'],
      children: [{ personId: 'son', motherId: 'nga', relation: 'birth' }],
    },
    // Hạnh is someone's child in this tree too (another branch, drawn from elsewhere).
    {
      id: 'f3',
      father: null,
      mother: null,
      spouses: [],
      children: [{ personId: 'hanh', motherId: null, relation: 'birth' }],
    },
  ]);
}

describe('canvas kinship', () => {
  it('a collapsed card hides descendants and the spouses who married in, never itself', () => {
    const kinship = buildKinship(twoWives());
    expect([...collapsedBy(kinship, 'tuan')].sort()).toEqual(['hung', 'khoa', 'nga', 'son']);
    // A wife folds only her own children.
    expect([...collapsedBy(kinship, 'mai')]).toEqual(['khoa']);
    expect(collapsedBy(kinship, 'son').size).toBe(0);
  });

  it('N generations from a person keep their spouses and stop at the Nth', () => {
    const kinship = buildKinship(twoWives());
    expect([...generationsFrom(kinship, 'tuan', 2)].sort()).toEqual(
      ['hanh', 'hung', 'khoa', 'lan', 'mai', 'nga', 'tuan'].sort(),
    );
    expect([...generationsFrom(kinship, 'tuan', 1)].sort()).toEqual(['lan', 'mai', 'tuan']);
  });

  it('the ancestor line goes through a mother to her husband', () => {
    const tree = twoWives();
    const kinship = buildKinship(tree);
    const layout = computeTreeLayout(tree);
    const line = ancestorLine(kinship, layout, 'son');
    expect(line.persons.has('hung')).toBe(true);
    expect(line.persons.has('tuan')).toBe(true);
    expect(line.persons.has('khoa')).toBe(false);
    // Hùng's sons hang from Nga (he has two wives), so the line crosses the spouse link to Hùng.
    const viaMother = layout.edges.find((e) => e.to === 'son');
    expect(viaMother && line.edges.has(viaMother.id)).toBe(true);
    if (viaMother?.from === 'nga') expect(line.edges.has(spouseLinkId('f2', 'nga'))).toBe(true);
  });

  it('terminates on a loop', () => {
    const tree = canvasTreeOf(
      [testPerson({ id: 'a', name: 'A' }), testPerson({ id: 'b', name: 'B' })],
      [
        {
          id: 'f1',
          father: 'a',
          mother: null,
          spouses: [],
          children: [{ personId: 'b', motherId: null, relation: 'birth' }],
        },
        {
          id: 'f2',
          father: 'b',
          mother: null,
          spouses: [],
          children: [{ personId: 'a', motherId: null, relation: 'birth' }],
        },
      ],
    );
    const kinship = buildKinship(tree);
    expect([...collapsedBy(kinship, 'a')]).toEqual(['b']);
    const line = ancestorLine(kinship, computeTreeLayout(tree), 'b');
    expect(line.persons.size).toBeLessThanOrEqual(2);
  });

  it('search ignores diacritics, đ and case, and ranks names starting with the query first', () => {
    const index = buildSearchIndex(smallFamily().persons);
    expect(searchPersons(index, 'nguyen van duc').map((p) => p.name)).toEqual(['Nguyễn Văn Đức']);
    expect(searchPersons(index, 'NGUYEN VAN').map((p) => p.name)).toEqual([
      'Nguyễn Văn An',
      'Nguyễn Văn Đức',
      'Nguyễn Văn Giang',
    ]);
    // Other names are searched too: An's tên húy is Cả, his hiệu Minh Trai.
    expect(searchPersons(index, 'minh trai').map((p) => p.id)).toEqual(['an']);
    expect(searchPersons(index, '   ')).toEqual([]);
  });
});
