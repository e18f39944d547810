import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it('shows day, month and year as dd/mm/yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('05/01/2026');
    expect(formatDate('2025-11-23T10:00:00')).toBe('23/11/2025');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('không phải ngày')).toBe('');
  });
});
