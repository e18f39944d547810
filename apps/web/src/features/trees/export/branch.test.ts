import { defaultGenerationSizes } from '@giapha/contract';
import { buildKinshipIndex, descendantsOf } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { testPerson } from '../canvas/trees.testing.ts';
import type { CanvasFamily, CanvasTree } from '../model.ts';
import { branchOf } from './branch.ts';
import { sampleCanvasTree } from './sample-tree.ts';

const person = (id: string) => testPerson({ id, name: id, sex: 'unknown' });

function family(
  id: string,
  father: string | null,
  mother: string | null,
  children: string[],
  spouses: string[] = [],
): CanvasFamily {
  return {
    id,
    father,
    mother,
    spouses,
    children: children.map((personId) => ({ personId, motherId: null, relation: 'birth' })),
  };
}

const ids = (tree: CanvasTree) => tree.persons.map((p) => p.id).sort();

// G ─ W: A, B.  A ─ WA (and WA2, a second wife): A1, A2.  A1 ─ S1: A1a.  WA ─ X (another husband): Y.
const tree: CanvasTree = {
  id: 't',
  name: 'Họ Lê',
  persons: ['G', 'W', 'A', 'B', 'WA', 'WA2', 'A1', 'A2', 'S1', 'A1a', 'X', 'Y'].map(person),
  families: [
    family('fG', 'G', 'W', ['A', 'B']),
    family('fA', 'A', 'WA', ['A1', 'A2'], ['WA2']),
    family('fA1', 'A1', 'S1', ['A1a']),
    family('fX', 'X', 'WA', ['Y']),
  ],
  generationSizes: defaultGenerationSizes(),
  hideSpouses: false,
  decorNodes: [{ id: 'd', type: 'title', x: 0, y: 0 }],
  splitPersonIds: ['A1', 'B'],
  placedPersonIds: ['A', 'G'],
};

describe('branchOf', () => {
  it('takes the person, their spouses and every descendant with theirs', () => {
    const branch = branchOf(tree, 'A');
    expect(ids(branch)).toEqual(['A', 'A1', 'A1a', 'A2', 'S1', 'WA', 'WA2']);
    expect(branch.families.map((f) => f.id).sort()).toEqual(['fA', 'fA1']);
    expect(branch.splitPersonIds).toEqual(['A1']);
    expect(branch.placedPersonIds).toEqual([]);
    expect(branch.decorNodes).toEqual([]);
    expect(branch.name).toBe('Họ Lê');
  });

  it('is the whole tree from the founder, a single card for a childless person, empty for a stranger', () => {
    expect(ids(branchOf(tree, 'G'))).toEqual(['A', 'A1', 'A1a', 'A2', 'B', 'G', 'S1', 'W', 'WA', 'WA2']);
    expect(ids(branchOf(tree, 'B'))).toEqual(['B']);
    expect(branchOf(tree, 'nobody').persons).toEqual([]);
    expect(branchOf(tree, 'nobody').families).toEqual([]);
  });

  it('stays below the person when the data loops back to an ancestor', () => {
    // A1a listed as a parent of the family A was born into, and as a parent of A himself.
    const looped: CanvasTree = {
      ...tree,
      families: [
        ...tree.families.map((f) => (f.id === 'fG' ? { ...f, spouses: ['A1a'] } : f)),
        family('fLoop', 'A1a', null, ['A']),
      ],
    };
    expect(ids(branchOf(looped, 'A'))).toEqual(['A', 'A1', 'A1a', 'A2', 'S1', 'WA', 'WA2']);
    expect(
      branchOf(looped, 'A')
        .families.map((f) => f.id)
        .sort(),
    ).toEqual(['fA', 'fA1']);
  });

  it('stays below the person in the sample clan, loops and all', () => {
    const clan = sampleCanvasTree({ persons: 2000, generations: 18 });
    for (const generation of [2, 4, 8]) {
      for (const head of clan.persons
        .filter((p) => p.generation === generation && p.sex === 'male')
        .slice(0, 5)) {
        const branch = branchOf(clan, head.id);
        expect(branch.persons.length).toBeLessThan(clan.persons.length);
        for (const p of branch.persons) expect(p.generation ?? 0).toBeGreaterThanOrEqual(generation);
      }
    }
  });

  it('matches the descendants of a person of the sample clan', () => {
    const clan = sampleCanvasTree({ persons: 500, generations: 12, loops: false });
    const head = clan.persons.find((p) => p.generation === 3 && p.sex === 'male')!;
    const branch = branchOf(clan, head.id);
    const index = buildKinshipIndex(
      clan.families.map((f) => ({
        id: f.id,
        fatherId: f.father,
        motherId: f.mother,
        spouseIds: f.spouses,
        childIds: f.children.map((c) => c.personId),
      })),
    );
    const line = new Set([head.id, ...descendantsOf(index, head.id)]);
    const branchIds = new Set(branch.persons.map((p) => p.id));
    for (const id of line) expect(branchIds.has(id)).toBe(true);
    // Exactly the line and the line's partners.
    const partners = new Set(
      clan.families
        .filter((f) => [f.father, f.mother, ...f.spouses].some((id) => id !== null && line.has(id)))
        .flatMap((f) => [f.father, f.mother, ...f.spouses])
        .filter((id): id is string => id !== null),
    );
    expect([...branchIds].sort()).toEqual([...new Set([...line, ...partners])].sort());
    // Everyone else in the branch is the spouse of someone of the line.
    for (const f of branch.families) {
      expect([f.father, f.mother, ...f.spouses].some((id) => id !== null && line.has(id))).toBe(true);
    }
    for (const p of branch.persons) expect(p.generation ?? 0).toBeGreaterThanOrEqual(3);
    expect(branch.persons.length).toBeLessThan(clan.persons.length);
  });
});
