import { describe, expect, it } from 'vitest';
import { initialsOf, inLawLabel, marriedInPersons, ordinalLabel } from './cardLabels.ts';
import { buildKinship } from './kinship.ts';
import { canvasTreeOf, smallFamily, testPerson } from './trees.testing.ts';

describe('card labels', () => {
  it('names the birth order in words up to mười, then in digits', () => {
    expect(ordinalLabel(1)).toBe('Con trưởng');
    expect(ordinalLabel(2)).toBe('Con thứ hai');
    expect(ordinalLabel(4)).toBe('Con thứ tư');
    expect(ordinalLabel(7)).toBe('Con thứ bảy');
    expect(ordinalLabel(10)).toBe('Con thứ mười');
    expect(ordinalLabel(11)).toBe('Con thứ 11');
    expect(ordinalLabel(0)).toBeNull();
    expect(ordinalLabel(null)).toBeNull();
  });

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

  it('draws initials from the surname and the given name', () => {
    expect(initialsOf('Nguyễn Văn Đức')).toBe('NĐ');
    expect(initialsOf('  lan ')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });
});
