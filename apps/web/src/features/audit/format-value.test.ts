import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './format-value.ts';

describe('formatAuditValue', () => {
  it('writes dates as the genealogy does, qualifiers and lunar days included', () => {
    expect(formatAuditValue('birth', { solar: { year: 1850 }, qualifier: 'about' }, 'person')).toBe(
      'khoảng 1850',
    );
    expect(
      formatAuditValue('death', { solar: { year: 1928, month: 3, day: 12 }, lunar: null }, 'person'),
    ).toBe('12/03/1928');
    expect(formatAuditValue('death', { lunar: { day: 10, month: 3, leap: false } }, 'person')).toBe(
      'ngày 10 tháng 3 (âm lịch)',
    );
    expect(formatAuditValue('date', { phrase: 'cuối đời Tự Đức' }, 'lifeEvent')).toBe('cuối đời Tự Đức');
  });

  it('leaves other objects to their JSON', () => {
    expect(formatAuditValue('contact', { phone: '0912' }, 'person')).toBe('{"phone":"0912"}');
  });
});
