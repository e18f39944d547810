import { describe, expect, it } from 'vitest';
import { generationsCount } from './GenerationsControl.tsx';

describe('generations count', () => {
  it('reads the typed count as 1 to 30 whole generations', () => {
    expect(generationsCount(3)).toBe(3);
    expect(generationsCount('4')).toBe(4);
    expect(generationsCount(2.6)).toBe(3);
    expect(generationsCount('')).toBe(1);
    expect(generationsCount(0)).toBe(1);
    expect(generationsCount(-5)).toBe(1);
    expect(generationsCount(99)).toBe(30);
  });
});
