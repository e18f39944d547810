import { describe, expect, it } from 'vitest';
import { hourglassOf, parentsOf } from './hourglass.ts';
import { buildKinship } from './kinship.ts';
import { canvasTreeOf, smallFamily, testPerson } from './trees.testing.ts';

describe('the focus (hourglass) view', () => {
  it('holds the person, their ancestors and descendants with their spouses, not the siblings', () => {
    const tree = smallFamily();
    const kinship = buildKinship(tree);
    expect([...hourglassOf(kinship, parentsOf(kinship), 'duc')].sort()).toEqual([
      'an',
      'binh',
      'duc',
      'giang',
    ]);
    expect([...hourglassOf(kinship, parentsOf(kinship), 'cuc')].sort()).toEqual(['an', 'binh', 'cuc']);
    expect(hourglassOf(kinship, parentsOf(kinship), 'an').size).toBe(5);
  });

  it('ends on data with loops (a person listed as their own grandchild)', () => {
    const tree = canvasTreeOf(
      [
        testPerson({ id: 'a', name: 'A' }),
        testPerson({ id: 'b', name: 'B' }),
        testPerson({ id: 'c', name: 'C' }),
      ],
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
          children: [{ personId: 'c', motherId: null, relation: 'birth' }],
        },
        {
          id: 'f3',
          father: 'c',
          mother: null,
          spouses: [],
          children: [{ personId: 'a', motherId: null, relation: 'birth' }],
        },
      ],
    );
    const kinship = buildKinship(tree);
    expect([...hourglassOf(kinship, parentsOf(kinship), 'b')].sort()).toEqual(['a', 'b', 'c']);
  });
});
