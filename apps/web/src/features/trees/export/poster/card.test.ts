import { describe, expect, it } from 'vitest';
import { isBold } from './card.ts';

describe('isBold', () => {
  it('reads numeric and keyword CSS weights', () => {
    expect(isBold(700)).toBe(true);
    expect(isBold(400)).toBe(false);
    expect(isBold(' Bold ')).toBe(true);
    expect(isBold('bolder')).toBe(true);
    expect(isBold('600')).toBe(true);
    expect(isBold('normal')).toBe(false);
  });
});
