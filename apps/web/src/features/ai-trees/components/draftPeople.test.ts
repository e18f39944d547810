import { describe, expect, it } from 'vitest';
import { deathAnniversary, filterOutline, lifeYears, outlineOf } from './draftPeople.ts';
import { node, sampleDraft } from './drafts.testing.ts';

const solar = (year: number, qualifier: 'about' | 'before' | null = null) => ({
  solar: { year, month: null, day: null },
  qualifier,
  lunar: null,
  phrase: null,
  place: null,
});

describe('draft person text', () => {
  it('says the years as a book would, with qualifiers and unknowns', () => {
    expect(lifeYears(node({ id: 'a', name: 'A', birth: solar(1820, 'about'), death: solar(1890) }))).toBe(
      'khoảng 1820 – 1890',
    );
    expect(lifeYears(node({ id: 'a', name: 'A', death: solar(1890, 'before') }))).toBe('? – trước 1890');
    expect(lifeYears(node({ id: 'a', name: 'A', birth: solar(1950), deceased: true }))).toBe('1950 – ?');
    expect(lifeYears(node({ id: 'a', name: 'A', birth: solar(1990) }))).toBe('1990');
    expect(lifeYears(node({ id: 'a', name: 'A' }))).toBe('');
    const range = { ...solar(1850), qualifier: 'between' as const, end: { solar: { year: 1860 } } };
    expect(lifeYears(node({ id: 'a', name: 'A', birth: range }))).toBe('giữa 1850 và 1860');
    const lunarYear = { lunar: { year: 1864, leap: false }, phrase: null, place: null };
    expect(lifeYears(node({ id: 'a', name: 'A', birth: lunarYear }))).toBe('1864');
  });

  it('names the lunar death anniversary, leap months included', () => {
    const death = {
      solar: null,
      lunar: { day: 5, month: 4, year: null, leap: true },
      phrase: null,
      place: null,
    };
    expect(deathAnniversary(node({ id: 'a', name: 'A', death }))).toBe('giỗ 5/4 nhuận âm lịch');
    expect(deathAnniversary(node({ id: 'a', name: 'A' }))).toBeNull();
    // Never from an approximate day.
    expect(
      deathAnniversary(node({ id: 'a', name: 'A', death: { ...death, qualifier: 'about' } })),
    ).toBeNull();
  });

  it('groups by generation, unknown generations last, and filters without diacritics', () => {
    const draft = sampleDraft();
    draft.nodes.push(node({ id: 'p4', name: 'Lê Văn Đức', generation: null }));
    const groups = outlineOf(draft);
    expect(groups.map((g) => g.generation)).toEqual([1, 2, null]);
    expect(filterOutline(groups, 'DUC').map((g) => g.persons.map((p) => p.node.name))).toEqual([
      ['Lê Văn Đức'],
    ]);
  });
});
