import { describe, expect, it } from 'vitest';
import { inLawLabel, marriedInPersons } from './cardLabels.ts';
import { buildKinship } from './kinship.ts';
import { canvasTreeOf, smallFamily, testPerson } from './trees.testing.ts';

describe('card labels', () => {
  it('marks the wives and husbands who married in as dâu and rể, not the founder', () => {
    const family = smallFamily();
    const tree = canvasTreeOf(
      [...family.persons, testPerson({ id: 'hai', name: 'Lê Văn Hải', sex: 'male' })],
      [
        ...family.families,
        // Cúc (a daughter of the clan) married Hải.
        { id: 'f3', father: 'hai', mother: 'cuc', spouses: [], children: [] },
      ],
    );
    const kinship = buildKinship(tree);
    const married = marriedInPersons(kinship);
    const byId = new Map(tree.persons.map((p) => [p.id, p]));
    const label = (id: string) => {
      const person = byId.get(id);
      return person ? inLawLabel(married, person) : 'missing';
    };
    expect(label('binh')).toBe('Dâu');
    expect(label('hai')).toBe('Rể');
    expect(label('an')).toBeNull();
    expect(label('cuc')).toBeNull();
    expect(label('duc')).toBeNull();
  });
});
