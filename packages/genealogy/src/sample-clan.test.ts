import { describe, expect, it } from 'vitest';
import { isValidLunarDate, LUNAR_MAX_YEAR, LUNAR_MIN_YEAR } from './lunar.ts';
import { generateSampleClan, SAMPLE_CLAN_SIZES, type SampleClan, type SampleFamily } from './sample-clan.ts';
import { ancestorsOf, buildKinshipIndex, type FamilyLinks } from './tree-rules.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const S = generateSampleClan(SAMPLE_CLAN_SIZES.S);
const M = generateSampleClan(SAMPLE_CLAN_SIZES.M);
const cleanS = generateSampleClan({ ...SAMPLE_CLAN_SIZES.S, loops: false });
const cleanM = generateSampleClan({ ...SAMPLE_CLAN_SIZES.M, loops: false });

function links(families: readonly SampleFamily[]): FamilyLinks[] {
  return families.map((f) => ({
    id: f.id,
    fatherId: f.fatherId,
    motherId: f.motherId,
    spouseIds: f.spouseIds,
    childIds: f.children.map((c) => c.personId),
  }));
}

function generationSizes(clan: SampleClan): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const p of clan.persons) sizes.set(p.generation, (sizes.get(p.generation) ?? 0) + 1);
  return sizes;
}

/** Persons listed as a child in more than one family. */
function listedTwice(clan: SampleClan): string[] {
  const seen = new Map<string, number>();
  for (const f of clan.families)
    for (const c of f.children) seen.set(c.personId, (seen.get(c.personId) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
}

function ownAncestors(clan: SampleClan): string[] {
  const index = buildKinshipIndex(links(clan.families));
  return clan.persons.filter((p) => ancestorsOf(index, p.id).has(p.id)).map((p) => p.id);
}

describe('generateSampleClan', () => {
  it('gives the same clan for the same options and another one for another seed', () => {
    expect(generateSampleClan(SAMPLE_CLAN_SIZES.S)).toEqual(S);
    expect(generateSampleClan({ ...SAMPLE_CLAN_SIZES.S, seed: 1, surname: 'Nguyễn' })).toEqual(S);
    const other = generateSampleClan({ ...SAMPLE_CLAN_SIZES.S, seed: 2 });
    expect(other.persons).toHaveLength(500);
    expect(other.rootPersonId).not.toBe(S.rootPersonId);
    expect(other.persons.map((p) => p.name)).not.toEqual(S.persons.map((p) => p.name));
  });

  it.each([
    ['S', S, SAMPLE_CLAN_SIZES.S],
    ['M', M, SAMPLE_CLAN_SIZES.M],
    ['S without loops', cleanS, SAMPLE_CLAN_SIZES.S],
  ] as const)('%s has exactly its persons over exactly its generations', (_name, clan, size) => {
    expect(clan.persons).toHaveLength(size.persons);
    const sizes = generationSizes(clan);
    expect([...sizes.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: size.generations }, (_, i) => i + 1),
    );
    expect(sizes.get(1)).toBe(2); // the founder and his wife
    expect(clan.persons[0]?.id).toBe(clan.rootPersonId);
  });

  it('reaches the exact size for XL too', () => {
    const xl = generateSampleClan(SAMPLE_CLAN_SIZES.XL);
    expect(xl.persons).toHaveLength(50_000);
    expect(Math.max(...xl.persons.map((p) => p.generation))).toBe(30);
  });

  it('fits small and lopsided sizes exactly', () => {
    for (const [persons, generations] of [
      [1, 1],
      [4, 1],
      [7, 7],
      [31, 30],
      [120, 3],
      [3000, 40],
    ] as const) {
      const clan = generateSampleClan({ persons, generations });
      expect(clan.persons).toHaveLength(persons);
      expect(generationSizes(clan).size).toBe(generations);
    }
  });

  it('refuses sizes it cannot build', () => {
    expect(() => generateSampleClan({ persons: 5, generations: 6 })).toThrow(RangeError);
    expect(() => generateSampleClan({ persons: 10, generations: 0 })).toThrow(RangeError);
    expect(() => generateSampleClan({ persons: 10, generations: 1 })).toThrow(RangeError);
    expect(() => generateSampleClan({ persons: 10.5, generations: 2 })).toThrow(RangeError);
  });

  it('gives every person and family a unique UUID-shaped id', () => {
    for (const clan of [S, M]) {
      const ids = [...clan.persons.map((p) => p.id), ...clan.families.map((f) => f.id)];
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    }
    const sOfM = new Set(M.persons.map((p) => p.id));
    expect(S.persons.some((p) => sOfM.has(p.id))).toBe(false);
  });

  it.each([
    ['S', S],
    ['M', M],
  ] as const)('%s only links persons that exist, in their roles', (_name, clan) => {
    const byId = new Map(clan.persons.map((p) => [p.id, p]));
    for (const f of clan.families) {
      const father = f.fatherId ? byId.get(f.fatherId) : undefined;
      expect(father?.sex).toBe('male');
      if (f.motherId) expect(byId.get(f.motherId)?.sex).toBe('female');
      const wives = [f.motherId, ...f.spouseIds];
      for (const id of f.spouseIds) expect(byId.has(id)).toBe(true);
      const childIds = f.children.map((c) => c.personId);
      expect(new Set(childIds).size).toBe(childIds.length);
      for (const child of f.children) {
        expect(byId.has(child.personId)).toBe(true);
        expect(['birth', 'adopted']).toContain(child.relation);
        if (child.motherId !== null) expect(wives).toContain(child.motherId);
      }
    }
    // Every person but the founder is a child or a partner somewhere.
    const linked = new Set(clan.families.flatMap((f) => [f.fatherId, f.motherId, ...f.spouseIds]));
    for (const f of clan.families) for (const c of f.children) linked.add(c.personId);
    expect(clan.persons.filter((p) => !linked.has(p.id)).map((p) => p.id)).toEqual([]);
  });

  it('keeps the generation rules when loops are off: wives with husbands, children one below', () => {
    for (const clan of [cleanS, cleanM]) {
      const byId = new Map(clan.persons.map((p) => [p.id, p]));
      for (const f of clan.families) {
        const g = f.fatherId ? byId.get(f.fatherId)?.generation : undefined;
        expect(g).toBeDefined();
        for (const id of [f.motherId, ...f.spouseIds]) if (id) expect(byId.get(id)?.generation).toBe(g);
        for (const c of f.children) expect(byId.get(c.personId)?.generation).toBe((g ?? 0) + 1);
        expect(f.children.map((c) => byId.get(c.personId)?.ordinalNumber)).toEqual(
          f.children.map((_c, i) => i + 1),
        );
      }
      expect(listedTwice(clan)).toEqual([]);
      expect(ownAncestors(clan)).toEqual([]);
    }
  });

  it('carries two duplicate child listings and one ancestor loop by default', () => {
    for (const clan of [S, M]) {
      expect(listedTwice(clan)).toHaveLength(2);
      const looped = ownAncestors(clan);
      expect(looped.length).toBeGreaterThanOrEqual(2);
      // One loop: a single family lists a partner from a later generation than its head.
      const byId = new Map(clan.persons.map((p) => [p.id, p]));
      const odd = clan.families.filter((f) => {
        const g = f.fatherId ? (byId.get(f.fatherId)?.generation ?? 0) : 0;
        return f.spouseIds.some((id) => (byId.get(id)?.generation ?? 0) > g);
      });
      expect(odd).toHaveLength(1);
      const loopPerson = odd[0]?.spouseIds.at(-1);
      expect(loopPerson && looped.includes(loopPerson)).toBe(true);
    }
  });

  it('names persons in NFC Vietnamese: clan surname on the male line, other surnames for wives', () => {
    const byId = new Map(S.persons.map((p) => [p.id, p]));
    // Without loops: the loop lists a clan man among the partners of a family.
    const wives = new Set(cleanS.families.flatMap((f) => [f.motherId, ...f.spouseIds]));
    const wifeById = new Map(cleanS.persons.map((p) => [p.id, p]));
    let marked = 0;
    for (const p of S.persons) {
      expect(p.name).toBe(p.name.normalize('NFC'));
      expect(p.name.split(' ')).toHaveLength(3);
      if (/[^\u0020-\u007e]/.test(p.name)) marked++;
      for (const other of Object.values(p.otherNames)) if (other) expect(other).toBe(other.normalize('NFC'));
    }
    expect(marked / S.persons.length).toBeGreaterThan(0.9);
    for (const f of S.families) {
      const father = f.fatherId ? byId.get(f.fatherId) : undefined;
      expect(father?.name.startsWith('Nguyễn ')).toBe(true);
      for (const c of f.children) expect(byId.get(c.personId)?.name.startsWith('Nguyễn ')).toBe(true);
    }
    const wifeSurnames = new Set([...wives].map((id) => (id ? wifeById.get(id)?.name.split(' ')[0] : '')));
    expect(wifeSurnames.has('Nguyễn')).toBe(false);
    expect(wifeSurnames.size).toBeGreaterThan(8);
    expect(S.persons.some((p) => p.otherNames.tenHuy)).toBe(true);
    expect(S.persons.some((p) => p.otherNames.hieu)).toBe(true);
    expect(S.persons.every((p) => p.surname === null)).toBe(true);
  });

  it('sets a compound surname on the clan-born', () => {
    const clan = generateSampleClan({ persons: 200, generations: 8, surname: 'Tôn Thất' });
    const founder = clan.persons[0];
    expect(founder?.surname).toBe('Tôn Thất');
    expect(founder?.name.startsWith('Tôn Thất ')).toBe(true);
    expect(clan.persons.filter((p) => p.surname === 'Tôn Thất').length).toBeGreaterThan(100);
  });

  it('has second and third wives, adopted children and ordinals among siblings', () => {
    const multi = M.families.filter((f) => f.spouseIds.length > 0 && f.spouseIds.length <= 2);
    expect(multi.length / M.families.length).toBeGreaterThan(0.04);
    const childrenOfMulti = multi.flatMap((f) => f.children);
    expect(new Set(childrenOfMulti.map((c) => c.motherId)).size).toBeGreaterThan(multi.length);
    const children = M.families.flatMap((f) => f.children);
    const adopted = children.filter((c) => c.relation === 'adopted').length;
    expect(adopted / children.length).toBeGreaterThan(0.005);
    expect(adopted / children.length).toBeLessThan(0.05);
  });

  it('dates births ~25 years a generation up to ~2010, deaths as valid lunar dates', () => {
    for (const clan of [S, M]) {
      const last = Math.max(...clan.persons.map((p) => p.generation));
      const lastYears = clan.persons
        .filter((p) => p.generation === last)
        .flatMap((p) => (p.birth?.solar ? [p.birth.solar.year] : []))
        .sort((a, b) => a - b);
      const median = lastYears[Math.floor(lastYears.length / 2)] ?? 0;
      expect(median).toBeGreaterThanOrEqual(2000);
      expect(median).toBeLessThanOrEqual(2020);
      let leap = 0;
      for (const p of clan.persons) {
        const birth = p.birth?.solar;
        if (birth?.day != null) {
          expect(birth.month).not.toBeNull();
          const date = new Date(Date.UTC(birth.year, (birth.month ?? 1) - 1, birth.day));
          expect(date.getUTCDate()).toBe(birth.day);
        }
        if (!p.deceased) expect(p.death).toBeNull();
        const death = p.death?.lunar;
        if (!death) continue;
        expect(p.deceased).toBe(true);
        expect(death.day).toBeGreaterThanOrEqual(1);
        if (death.year !== null && birth) expect(death.year).toBeGreaterThanOrEqual(birth.year);
        if (death.year !== null && death.year >= LUNAR_MIN_YEAR && death.year <= LUNAR_MAX_YEAR) {
          expect(
            isValidLunarDate({ year: death.year, month: death.month, day: death.day, leap: death.leap }),
          ).toBe(true);
        } else {
          expect(death.day).toBeLessThanOrEqual(29);
          expect(death.leap).toBe(false);
        }
        if (death.leap) leap++;
      }
      if (clan === M) expect(leap).toBeGreaterThan(0);
      // Older generations are gone; the youngest mostly alive.
      expect(clan.persons.filter((p) => p.generation <= 3).every((p) => p.deceased)).toBe(true);
      const young = clan.persons.filter((p) => p.generation === last);
      expect(young.filter((p) => !p.deceased).length / young.length).toBeGreaterThan(0.9);
    }
  });
});
