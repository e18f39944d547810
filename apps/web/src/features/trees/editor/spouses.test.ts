import { describe, expect, it } from 'vitest';
import { hasSpouse } from './spouses.ts';

describe('hasSpouse', () => {
  const families = [
    { father: 'a', mother: null, spouses: [] },
    { father: 'b', mother: 'c', spouses: ['d'] },
    { father: null, mother: 'e', spouses: [] },
  ];

  it('finds husbands, principal wives and further wives', () => {
    expect(hasSpouse('b', families)).toBe(true);
    expect(hasSpouse('c', families)).toBe(true);
    expect(hasSpouse('d', families)).toBe(true);
  });

  it('is false for a parent alone in a family and for someone in no family', () => {
    expect(hasSpouse('a', families)).toBe(false);
    expect(hasSpouse('e', families)).toBe(false);
    expect(hasSpouse('z', families)).toBe(false);
    expect(hasSpouse('a', [{ father: 'a', mother: null, spouses: ['w'] }])).toBe(true);
  });
});
