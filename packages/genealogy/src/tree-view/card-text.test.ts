import { describe, expect, it } from 'vitest';
import { initialsOf, ordinalLabel } from './card-text.ts';

describe('card text', () => {
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

  it('draws initials from the surname and the given name', () => {
    expect(initialsOf('Nguyễn Văn Đức')).toBe('NĐ');
    expect(initialsOf('  lan ')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });
});
