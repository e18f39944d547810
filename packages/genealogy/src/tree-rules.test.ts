import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  branchPersonsOf,
  buildKinshipIndex,
  childGeneration,
  descendantFamiliesOf,
  descendantsOf,
  type FamilyLinks,
  familyPartners,
  familyWithDescendantFamilies,
  generationsFrom,
  spouseGeneration,
  toInteger,
  wouldCreateCycle,
  wouldPartnerCreateCycle,
} from './tree-rules.ts';

function fam(
  id: string,
  fatherId: string | null,
  motherId: string | null,
  childIds: readonly string[] = [],
  spouseIds: readonly string[] = [],
): FamilyLinks {
  return { id, fatherId, motherId, spouseIds, childIds };
}

function sorted(s: Iterable<string>): string[] {
  return [...s].sort();
}

// H has two wives in one household (W1 principal, W2 further spouse) and a third wife W3 in a separate
// family. W1 also has a son S1 by an earlier husband X. G4 is adopted into F3 and also listed as the
// child of their birth parents Y and Z.
const household = [
  fam('F1', 'H', 'W1', ['C1', 'C2'], ['W2']),
  fam('F5', 'X', 'W1', ['S1']),
  fam('F2', 'H', 'W3', ['C3']),
  fam('F3', 'C1', 'D1', ['G1', 'G2', 'G4']),
  fam('F4', 'E1', 'C2', ['G3']),
  fam('F6', 'Y', 'Z', ['G4']),
  fam('F7', 'G1', 'M1', ['GG1']),
];

// R's great-grandchild C is listed as the father of the family R is a child of.
const loop = [
  fam('FR', 'C', null, ['R']),
  fam('F0', 'R', 'RW', ['A']),
  fam('F1', 'A', null, ['B']),
  fam('F2', 'B', null, ['C']),
];

describe('familyPartners', () => {
  it('lists father, mother and further spouses once each, skipping blanks', () => {
    expect(familyPartners(fam('F', 'H', 'W1', [], ['W2', 'W3']))).toEqual(['H', 'W1', 'W2', 'W3']);
    expect(familyPartners(fam('F', 'H', 'W1', [], ['W1', 'H', '', 'W2']))).toEqual(['H', 'W1', 'W2']);
    expect(familyPartners(fam('F', null, null))).toEqual([]);
    expect(familyPartners(fam('F', null, 'W', [], ['W2']))).toEqual(['W', 'W2']);
  });
});

describe('buildKinshipIndex', () => {
  it('maps persons to the families where they are a child or a partner', () => {
    const index = buildKinshipIndex(household);
    expect(index.families.size).toBe(7);
    expect(index.partnerIn.get('H')).toEqual(['F1', 'F2']);
    expect(index.partnerIn.get('W1')).toEqual(['F1', 'F5']);
    expect(index.partnerIn.get('W2')).toEqual(['F1']);
    expect(index.childIn.get('G4')).toEqual(['F3', 'F6']);
    expect(index.childIn.get('H')).toBeUndefined();
    expect(index.partnerIn.get('G2')).toBeUndefined();
  });

  it('ignores duplicate links, blank ids and repeated family ids', () => {
    const index = buildKinshipIndex([
      fam('F', 'H', 'W', ['K', 'K', ''], ['W', 'H', '']),
      fam('F', 'Other', null, ['Q']),
      fam('G', 'H', null, ['K']),
    ]);
    expect(index.families.get('F')?.fatherId).toBe('H');
    expect(index.partnerIn.get('H')).toEqual(['F', 'G']);
    expect(index.partnerIn.get('W')).toEqual(['F']);
    expect(index.childIn.get('K')).toEqual(['F', 'G']);
    expect(index.partnerIn.has('Other')).toBe(false);
    expect(index.childIn.has('Q')).toBe(false);
    expect(index.childIn.has('')).toBe(false);
    expect(index.partnerIn.has('')).toBe(false);
  });

  it('accepts any iterable, including an empty one', () => {
    function* gen() {
      yield fam('F', 'A', null, ['B']);
    }
    expect(buildKinshipIndex(gen()).childIn.get('B')).toEqual(['F']);
    const empty = buildKinshipIndex([]);
    expect(empty.families.size).toBe(0);
  });
});

describe('ancestorsOf / descendantsOf', () => {
  const index = buildKinshipIndex(household);

  it('treats every partner of a family as a parent of its children', () => {
    expect(sorted(ancestorsOf(index, 'G1'))).toEqual(['C1', 'D1', 'H', 'W1', 'W2']);
    expect(sorted(ancestorsOf(index, 'C3'))).toEqual(['H', 'W3']);
    expect(sorted(ancestorsOf(index, 'GG1'))).toEqual(['C1', 'D1', 'G1', 'H', 'M1', 'W1', 'W2']);
  });

  it('follows both the adoptive and the birth family of a child listed twice', () => {
    expect(sorted(ancestorsOf(index, 'G4'))).toEqual(['C1', 'D1', 'H', 'W1', 'W2', 'Y', 'Z']);
    expect(descendantsOf(index, 'Y')).toEqual(new Set(['G4']));
    expect(descendantsOf(index, 'C1').has('G4')).toBe(true);
  });

  it('collects descendants through every family of a person', () => {
    expect(sorted(descendantsOf(index, 'H'))).toEqual(['C1', 'C2', 'C3', 'G1', 'G2', 'G3', 'G4', 'GG1']);
    expect(sorted(descendantsOf(index, 'W1'))).toEqual(['C1', 'C2', 'G1', 'G2', 'G3', 'G4', 'GG1', 'S1']);
    expect(sorted(descendantsOf(index, 'W3'))).toEqual(['C3']);
  });

  it('excludes the start person when there is no loop', () => {
    expect(ancestorsOf(index, 'GG1').has('GG1')).toBe(false);
    expect(descendantsOf(index, 'H').has('H')).toBe(false);
  });

  it('returns empty sets for persons without links and unknown ids', () => {
    expect(ancestorsOf(index, 'H').size).toBe(0);
    expect(descendantsOf(index, 'GG1').size).toBe(0);
    expect(ancestorsOf(index, 'nobody').size).toBe(0);
    expect(descendantsOf(index, 'nobody').size).toBe(0);
    expect(descendantsOf(index, '').size).toBe(0);
    expect(ancestorsOf(buildKinshipIndex([]), 'H').size).toBe(0);
  });

  it('includes the start person when a loop leads back to them, and terminates', () => {
    const loopIndex = buildKinshipIndex(loop);
    expect(sorted(ancestorsOf(loopIndex, 'R'))).toEqual(['A', 'B', 'C', 'R', 'RW']);
    expect(sorted(descendantsOf(loopIndex, 'R'))).toEqual(['A', 'B', 'C', 'R']);
    expect(sorted(ancestorsOf(loopIndex, 'RW'))).toEqual([]);
    expect(sorted(descendantsOf(loopIndex, 'RW'))).toEqual(['A', 'B', 'C', 'R']);
  });

  it('detects a loop closed through a further spouse', () => {
    // The great-grandchild C is also listed as a further spouse in the root's own family.
    const index2 = buildKinshipIndex([
      fam('F0', 'R', 'RW', ['A'], ['C']),
      fam('F1', 'A', null, ['B']),
      fam('F2', 'B', null, ['C']),
    ]);
    expect(sorted(ancestorsOf(index2, 'A'))).toEqual(['A', 'B', 'C', 'R', 'RW']);
    expect(ancestorsOf(index2, 'R').size).toBe(0);
    expect(descendantsOf(index2, 'C').has('C')).toBe(true);
  });

  it('handles a person who is their own parent', () => {
    const self = buildKinshipIndex([fam('F', 'P', null, ['P'])]);
    expect(ancestorsOf(self, 'P')).toEqual(new Set(['P']));
    expect(descendantsOf(self, 'P')).toEqual(new Set(['P']));
  });
});

describe('branchPersonsOf', () => {
  const index = buildKinshipIndex(household);

  it('holds the root, every descendant and the spouses married into the branch', () => {
    expect(sorted(branchPersonsOf(index, 'C1'))).toEqual(['C1', 'D1', 'G1', 'G2', 'G4', 'GG1', 'M1']);
    // The adopted grandson's birth parents and the root's own parents and siblings stay outside.
    expect(branchPersonsOf(index, 'C1').has('Y')).toBe(false);
    expect(branchPersonsOf(index, 'C1').has('H')).toBe(false);
    expect(branchPersonsOf(index, 'C1').has('C2')).toBe(false);
  });

  it('takes every wife of the root, each with her own children only where she is a partner', () => {
    expect(sorted(branchPersonsOf(index, 'H'))).toEqual(
      ['C1', 'C2', 'C3', 'D1', 'E1', 'G1', 'G2', 'G3', 'G4', 'GG1', 'H', 'M1', 'W1', 'W2', 'W3'].sort(),
    );
  });

  it('is the root alone when they have no family, and ends on a loop', () => {
    expect([...branchPersonsOf(index, 'GG1')]).toEqual(['GG1']);
    expect(sorted(branchPersonsOf(buildKinshipIndex(loop), 'A'))).toEqual(['A', 'B', 'C', 'R', 'RW']);
  });
});

describe('descendantFamiliesOf', () => {
  const index = buildKinshipIndex(household);

  it('lists the person’s families then their descendants’ families, breadth-first', () => {
    expect(descendantFamiliesOf(index, 'H')).toEqual(['F1', 'F2', 'F3', 'F4', 'F7']);
    expect(descendantFamiliesOf(index, 'W1')).toEqual(['F1', 'F5', 'F3', 'F4', 'F7']);
    expect(descendantFamiliesOf(index, 'C1')).toEqual(['F3', 'F7']);
    expect(descendantFamiliesOf(index, 'C2')).toEqual(['F4']);
  });

  it('follows a further spouse or married-in partner only through the families they share', () => {
    expect(descendantFamiliesOf(index, 'W2')).toEqual(['F1', 'F3', 'F4', 'F7']);
    expect(descendantFamiliesOf(index, 'D1')).toEqual(['F3', 'F7']);
  });

  it('returns nothing for persons without families and unknown ids', () => {
    expect(descendantFamiliesOf(index, 'GG1')).toEqual([]);
    expect(descendantFamiliesOf(index, 'nobody')).toEqual([]);
  });

  it('lists each family once across loops and duplicated children', () => {
    const loopIndex = buildKinshipIndex(loop);
    expect(descendantFamiliesOf(loopIndex, 'R')).toEqual(['F0', 'F1', 'F2', 'FR']);
    const dup = buildKinshipIndex([
      fam('F0', 'R', null, ['A', 'B', 'A']),
      fam('FA', 'A', null, ['K']),
      fam('FB', 'B', null, ['K']),
      fam('FK', 'K', null, []),
    ]);
    expect(descendantFamiliesOf(dup, 'R')).toEqual(['F0', 'FA', 'FB', 'FK']);
  });
});

describe('familyWithDescendantFamilies', () => {
  const index = buildKinshipIndex(household);

  it('starts with the family and adds its children’s families breadth-first', () => {
    expect(familyWithDescendantFamilies(index, 'F1')).toEqual(['F1', 'F3', 'F4', 'F7']);
    expect(familyWithDescendantFamilies(index, 'F2')).toEqual(['F2']);
    expect(familyWithDescendantFamilies(index, 'F6')).toEqual(['F6']);
  });

  it('does not include other families of the family’s partners', () => {
    expect(familyWithDescendantFamilies(index, 'F1')).not.toContain('F2');
    expect(familyWithDescendantFamilies(index, 'F1')).not.toContain('F5');
  });

  it('returns nothing for an unknown family and terminates on loops', () => {
    expect(familyWithDescendantFamilies(index, 'nope')).toEqual([]);
    expect(familyWithDescendantFamilies(buildKinshipIndex(loop), 'F1')).toEqual(['F1', 'F2', 'FR', 'F0']);
  });
});

describe('wouldCreateCycle', () => {
  const index = buildKinshipIndex(household);

  it('rejects a descendant as a parent', () => {
    expect(wouldCreateCycle(index, { parentIds: ['G1'], childId: 'H' })).toBe(true);
    expect(wouldCreateCycle(index, { parentIds: ['GG1'], childId: 'W1' })).toBe(true);
    expect(wouldCreateCycle(index, { parentIds: ['Y', 'G4'], childId: 'W2' })).toBe(true);
  });

  it('rejects the child as its own parent', () => {
    expect(wouldCreateCycle(index, { parentIds: ['C1'], childId: 'C1' })).toBe(true);
    expect(wouldCreateCycle(index, { parentIds: ['new'], childId: 'new' })).toBe(true);
  });

  it('allows ancestors, unrelated persons, in-laws and new persons', () => {
    expect(wouldCreateCycle(index, { parentIds: ['H'], childId: 'G1' })).toBe(false);
    expect(wouldCreateCycle(index, { parentIds: ['Y', 'Z'], childId: 'C1' })).toBe(false);
    expect(wouldCreateCycle(index, { parentIds: ['D1'], childId: 'G3' })).toBe(false);
    expect(wouldCreateCycle(index, { parentIds: ['H', 'W1'], childId: 'brand-new' })).toBe(false);
    expect(wouldCreateCycle(index, { parentIds: ['brand-new'], childId: 'H' })).toBe(false);
  });

  it('allows an empty parent list and ignores blank ids', () => {
    expect(wouldCreateCycle(index, { parentIds: [], childId: 'H' })).toBe(false);
    expect(wouldCreateCycle(index, { parentIds: [''], childId: '' })).toBe(false);
  });

  it('reports data that already loops', () => {
    const loopIndex = buildKinshipIndex(loop);
    // A is already B's father, but through the loop also B's descendant.
    expect(wouldCreateCycle(loopIndex, { parentIds: ['A'], childId: 'B' })).toBe(true);
    expect(wouldCreateCycle(loopIndex, { parentIds: ['RW'], childId: 'B' })).toBe(false);
  });
});

describe('wouldPartnerCreateCycle', () => {
  const index = buildKinshipIndex(household);

  it('rejects a child or a descendant of the family as its partner', () => {
    expect(wouldPartnerCreateCycle(index, 'F1', 'C2')).toBe(true);
    expect(wouldPartnerCreateCycle(index, 'F1', 'G3')).toBe(true);
    expect(wouldPartnerCreateCycle(index, 'F1', 'GG1')).toBe(true);
    expect(wouldPartnerCreateCycle(index, 'F6', 'G4')).toBe(true);
  });

  it('allows outsiders, existing partners and ancestors', () => {
    expect(wouldPartnerCreateCycle(index, 'F1', 'X')).toBe(false);
    expect(wouldPartnerCreateCycle(index, 'F1', 'W3')).toBe(false);
    expect(wouldPartnerCreateCycle(index, 'F3', 'H')).toBe(false);
    expect(wouldPartnerCreateCycle(index, 'F1', 'brand-new')).toBe(false);
    // S1 is W1's son by another husband, not a descendant of F1.
    expect(wouldPartnerCreateCycle(index, 'F1', 'S1')).toBe(false);
  });

  it('returns false for unknown or childless families and blank ids', () => {
    expect(wouldPartnerCreateCycle(index, 'nope', 'H')).toBe(false);
    expect(wouldPartnerCreateCycle(buildKinshipIndex([fam('E', 'A', null)]), 'E', 'A')).toBe(false);
    expect(wouldPartnerCreateCycle(index, 'F1', '')).toBe(false);
  });
});

describe('childGeneration / spouseGeneration', () => {
  it('gives one more than the highest known parent generation', () => {
    expect(childGeneration([3])).toBe(4);
    expect(childGeneration([3, 5])).toBe(6);
    expect(childGeneration([null, 2, undefined])).toBe(3);
    expect(childGeneration([0])).toBe(1);
    expect(childGeneration([-2])).toBe(-1);
  });

  it('is null when no parent generation is known', () => {
    expect(childGeneration([])).toBeNull();
    expect(childGeneration([null, undefined])).toBeNull();
    expect(childGeneration([Number.NaN, 2.5, Number.POSITIVE_INFINITY])).toBeNull();
  });

  it('gives a spouse the partner’s generation', () => {
    expect(spouseGeneration(4)).toBe(4);
    expect(spouseGeneration(0)).toBe(0);
    expect(spouseGeneration(null)).toBeNull();
    expect(spouseGeneration(undefined)).toBeNull();
    expect(spouseGeneration(Number.NaN)).toBeNull();
  });
});

describe('toInteger', () => {
  it('converts integer strings and numbers', () => {
    expect(toInteger('3')).toBe(3);
    expect(toInteger(' 12 ')).toBe(12);
    expect(toInteger('\t7\n')).toBe(7);
    expect(toInteger('+4')).toBe(4);
    expect(toInteger('-2')).toBe(-2);
    expect(toInteger('007')).toBe(7);
    expect(toInteger(3)).toBe(3);
    expect(toInteger(0)).toBe(0);
    expect(toInteger(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toInteger(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('normalises negative zero', () => {
    expect(Object.is(toInteger(-0), 0)).toBe(true);
    expect(Object.is(toInteger('-0'), 0)).toBe(true);
  });

  it('turns blank and null into null and keeps undefined', () => {
    expect(toInteger('')).toBeNull();
    expect(toInteger('   ')).toBeNull();
    expect(toInteger(null)).toBeNull();
    expect(toInteger(undefined)).toBeUndefined();
  });

  it.each(['3.5', '3.0', 'abc', '3a', '1e3', '0x10', 'Infinity', '--1', '1 2', '١٢', '99999999999999999999'])(
    'rejects the string %j',
    (value) => {
      expect(() => toInteger(value)).toThrow(RangeError);
    },
  );

  it.each([Number.NaN, 3.5, Number('1e400'), Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'rejects the number %d',
    (value) => {
      expect(() => toInteger(value)).toThrow(RangeError);
    },
  );

  it('rejects other types', () => {
    expect(() => toInteger(true)).toThrow(RangeError);
    expect(() => toInteger({})).toThrow(RangeError);
    expect(() => toInteger([3])).toThrow(RangeError);
    expect(() => toInteger(3n)).toThrow(RangeError);
  });
});

describe('generationsFrom', () => {
  const index = buildKinshipIndex(household);

  it('numbers children one more and partners the same', () => {
    const g = generationsFrom(index, ['H']);
    expect(Object.fromEntries(g)).toEqual({
      H: 1,
      W1: 1,
      W2: 1,
      W3: 1,
      X: 1,
      C1: 2,
      C2: 2,
      C3: 2,
      S1: 2,
      D1: 2,
      E1: 2,
      G1: 3,
      G2: 3,
      G3: 3,
      G4: 3,
      M1: 3,
      GG1: 4,
    });
    // Ancestors are not numbered: the walk goes down and sideways only.
    expect(g.has('Y')).toBe(false);
  });

  it('starts from the given root generation', () => {
    const g = generationsFrom(index, ['C1'], 5);
    expect(g.get('C1')).toBe(5);
    expect(g.get('D1')).toBe(5);
    expect(g.get('G4')).toBe(6);
    expect(g.get('GG1')).toBe(7);
    expect(g.has('H')).toBe(false);
  });

  it('lets the first root assignment win and keeps lone or unknown roots', () => {
    const g = generationsFrom(index, ['H', 'C1', 'H', 'lonely']);
    expect(g.get('H')).toBe(1);
    expect(g.get('C1')).toBe(1);
    expect(g.get('G1')).toBe(2);
    expect(g.get('lonely')).toBe(1);
    expect(generationsFrom(index, []).size).toBe(0);
  });

  it('gives the shortest path when a person is listed at two depths', () => {
    const g = generationsFrom(
      buildKinshipIndex([
        fam('FA', 'A', null, ['B']),
        fam('FB', 'B', null, ['C']),
        fam('FA2', 'A', null, ['C']),
      ]),
      ['A'],
    );
    expect(g.get('C')).toBe(2);
  });

  it('numbers children from their highest numbered parent, favouring descent over marriage', () => {
    // W1, widow of H, remarries N, the son of H's brother B: N stays a grandchild of P.
    const g = generationsFrom(
      buildKinshipIndex([
        fam('FP', 'P', null, ['H', 'B']),
        fam('FH', 'H', 'W1', ['K1']),
        fam('FB', 'B', null, ['N']),
        fam('FN', 'N', 'W1', ['K2']),
      ]),
      ['P'],
    );
    expect(Object.fromEntries(g)).toEqual({ P: 1, H: 2, B: 2, W1: 2, K1: 3, N: 3, K2: 4 });
  });

  it('gives a spouse’s earlier children the next generation', () => {
    const g = generationsFrom(
      buildKinshipIndex([fam('F1', 'H', 'W'), fam('F0', 'X', 'W', ['S']), fam('FS', 'S', 'SW', ['T'])]),
      ['H'],
    );
    expect(Object.fromEntries(g)).toEqual({ H: 1, W: 1, X: 1, S: 2, SW: 2, T: 3 });
  });

  it('terminates on loops', () => {
    const g = generationsFrom(buildKinshipIndex(loop), ['R']);
    expect(Object.fromEntries(g)).toEqual({ R: 1, RW: 1, A: 2, B: 3, C: 4 });
  });
});

describe('deep and wide trees', () => {
  const depth = 50_000;
  const chain: FamilyLinks[] = [];
  for (let i = 0; i < depth; i++) chain.push(fam(`f${i}`, `p${i}`, null, [`p${i + 1}`]));
  const index = buildKinshipIndex(chain);

  it('walks a 50,000-generation chain without overflowing the stack', () => {
    expect(ancestorsOf(index, `p${depth}`).size).toBe(depth);
    expect(descendantsOf(index, 'p0').size).toBe(depth);
    const families = descendantFamiliesOf(index, 'p0');
    expect(families.length).toBe(depth);
    expect(families[0]).toBe('f0');
    expect(families.at(-1)).toBe(`f${depth - 1}`);
    expect(familyWithDescendantFamilies(index, 'f0').length).toBe(depth);
    expect(generationsFrom(index, ['p0']).get(`p${depth}`)).toBe(depth + 1);
    expect(wouldCreateCycle(index, { parentIds: [`p${depth}`], childId: 'p0' })).toBe(true);
    expect(wouldCreateCycle(index, { parentIds: ['p0'], childId: `p${depth}` })).toBe(false);
    expect(wouldPartnerCreateCycle(index, 'f0', `p${depth}`)).toBe(true);
  });

  it('terminates when the end of the chain loops back to the start', () => {
    const looped = buildKinshipIndex([...chain, fam('back', `p${depth}`, null, ['p0'])]);
    expect(ancestorsOf(looped, 'p0').has('p0')).toBe(true);
    expect(descendantsOf(looped, 'p0').size).toBe(depth + 1);
    expect(descendantFamiliesOf(looped, 'p0').length).toBe(depth + 1);
    expect(generationsFrom(looped, ['p0']).size).toBe(depth + 1);
  });

  it('handles one family with 50,000 children and many spouses', () => {
    const children = Array.from({ length: depth }, (_, i) => `c${i}`);
    const spouses = Array.from({ length: 100 }, (_, i) => `s${i}`);
    const wide = buildKinshipIndex([fam('big', 'H', 'W', children, spouses)]);
    expect(descendantsOf(wide, 's42').size).toBe(depth);
    expect(ancestorsOf(wide, 'c7').size).toBe(102);
    const g = generationsFrom(wide, ['H']);
    expect(g.get('s99')).toBe(1);
    expect(g.get(`c${depth - 1}`)).toBe(2);
  });
});
