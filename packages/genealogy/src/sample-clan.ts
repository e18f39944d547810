// A deterministic, realistic Vietnamese clan (dòng họ) for demos, tests and benchmarks. Pure: the same
// options always give the same clan, byte for byte (seeded PRNG, no clock, no I/O).
//
// Shape: a patrilineal line from one founder. Sons carry the clan surname and marry wives of other
// surnames; daughters stay in the tree as children (their own households are not followed). About 8 %
// of married men have a second or third wife (further spouses of the same family, each child naming its
// mother) and about 2 % of children are adopted. Generations 1..`generations` are all present and the
// clan has exactly `persons` persons: each generation is sized from a growth-then-plateau plan, and the
// last generation takes exactly the remainder (one person per later generation is always held back).
// With `loops` (default) the data also carries what real gia phả contain: two children listed in a
// second family (an uncle's, a duplicate) and one genuine loop (a descendant listed among the partners
// of the family his ancestor was born into), so traversal code is exercised against both.

import { isValidLunarDate, LUNAR_MAX_YEAR, LUNAR_MIN_YEAR, leapMonthOf } from './lunar.ts';

export interface SampleClanOptions {
  persons: number;
  generations: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** The clan's surname (default 'Nguyễn'); a compound one ('Tôn Thất') is also set as `surname`. */
  surname?: string;
  /** Two duplicate child listings and one ancestor loop (default true). */
  loops?: boolean;
}

export interface SamplePerson {
  /** Deterministic, UUID v4-shaped. */
  id: string;
  name: string;
  /** Only for compound surnames, which the first-word rule would split wrongly. */
  surname: string | null;
  sex: 'male' | 'female';
  generation: number;
  /** Thứ tự among the siblings of the family the person was born into (1..n); null for founder and wives. */
  ordinalNumber: number | null;
  birth: { solar: { year: number; month?: number | null; day?: number | null } | null; lunar: null } | null;
  death: { solar: null; lunar: { day: number; month: number; year: number | null; leap: boolean } } | null;
  deceased: boolean;
  otherNames: { tenHuy: string | null; tenTu: string | null; hieu: string | null; thuyHieu: string | null };
}

export interface SampleFamily {
  id: string;
  fatherId: string | null;
  /** The principal (first) wife. */
  motherId: string | null;
  /** Further wives, in order. */
  spouseIds: string[];
  /** Ordered; `motherId` names the child's mother among the wives. */
  children: {
    personId: string;
    motherId: string | null;
    relation: 'birth' | 'adopted' | 'step' | 'foster';
  }[];
}

export interface SampleClan {
  persons: SamplePerson[];
  families: SampleFamily[];
  rootPersonId: string;
}

/** The fixtures the tests and benchmarks use (DESIGN §9 measures L). */
export const SAMPLE_CLAN_SIZES = {
  S: { persons: 500, generations: 12 },
  M: { persons: 2000, generations: 18 },
  L: { persons: 10000, generations: 25 },
  XL: { persons: 50000, generations: 30 },
} as const;

// ---------------------------------------------------------------------------------------------
// Names (NFC; normalized once more below in case an editor ever stores them decomposed)

const nfc = (list: readonly string[]): readonly string[] => list.map((s) => s.normalize('NFC'));

const WIFE_SURNAMES = nfc([
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Đinh',
  'Trịnh',
  'Đoàn',
  'Lâm',
  'Mai',
  'Cao',
  'Lương',
  'Tạ',
  'Hà',
  'Nguyễn',
]);
const MALE_MIDDLE = nfc([
  'Văn',
  'Hữu',
  'Đức',
  'Quang',
  'Minh',
  'Công',
  'Đình',
  'Xuân',
  'Bá',
  'Trọng',
  'Thế',
  'Ngọc',
]);
const FEMALE_MIDDLE = nfc(['Thị', 'Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Kim', 'Diệu', 'Mỹ', 'Bích']);
const MALE_GIVEN = nfc([
  'An',
  'Bình',
  'Bảo',
  'Cường',
  'Chiến',
  'Dũng',
  'Đạt',
  'Định',
  'Đông',
  'Giang',
  'Hải',
  'Hiếu',
  'Hòa',
  'Hoàng',
  'Hùng',
  'Hưng',
  'Huy',
  'Khải',
  'Khang',
  'Khoa',
  'Kiên',
  'Lâm',
  'Lộc',
  'Long',
  'Luân',
  'Mạnh',
  'Nam',
  'Nghĩa',
  'Nhân',
  'Phát',
  'Phong',
  'Phúc',
  'Quân',
  'Quý',
  'Sơn',
  'Tài',
  'Tâm',
  'Thái',
  'Thắng',
  'Thành',
  'Thịnh',
  'Thuận',
  'Tín',
  'Toàn',
  'Trí',
  'Trung',
  'Trường',
  'Tuấn',
  'Tùng',
  'Việt',
  'Vinh',
  'Vũ',
  'Khiêm',
  'Cảnh',
  'Đoàn',
]);
const FEMALE_GIVEN = nfc([
  'Anh',
  'Bích',
  'Chi',
  'Cúc',
  'Dung',
  'Duyên',
  'Đào',
  'Gấm',
  'Giang',
  'Hà',
  'Hằng',
  'Hạnh',
  'Hoa',
  'Hồng',
  'Huệ',
  'Hương',
  'Lan',
  'Liên',
  'Linh',
  'Loan',
  'Lụa',
  'Mai',
  'My',
  'Nga',
  'Ngân',
  'Nhàn',
  'Nhung',
  'Oanh',
  'Phượng',
  'Quyên',
  'Quỳnh',
  'Tâm',
  'Thảo',
  'Thắm',
  'Thoa',
  'Thu',
  'Thủy',
  'Trang',
  'Trinh',
  'Tuyết',
  'Uyên',
  'Vân',
  'Xuân',
  'Yến',
]);
/** Tên tự and hiệu of men (Hán-Việt, two syllables). */
const MALE_STYLE_NAMES = nfc([
  'Trung Chính',
  'Nhân Hậu',
  'Đức Thuần',
  'Phúc Lộc',
  'Minh Đạo',
  'Chất Phác',
  'Cương Trực',
  'Khiêm Cung',
  'Văn Nhã',
  'Hiếu Nghĩa',
  'Thuần Hậu',
  'Quảng Đức',
]);
const FEMALE_STYLE_NAMES = nfc(['Từ Huệ', 'Diệu Hạnh', 'Đoan Trang', 'Trinh Thuận', 'Từ Thục', 'Nhu Mỹ']);
/** Thụy hiệu (posthumous names). */
const MALE_POSTHUMOUS = nfc(['Cương Nghị', 'Đôn Hậu', 'Trung Nghĩa', 'Văn Khiết', 'Mẫn Đạt', 'Thuần Chính']);
const FEMALE_POSTHUMOUS = nfc(['Đoan Thục', 'Trinh Tĩnh', 'Từ Mẫn', 'Nhu Thuận']);

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: tiny, fast and good enough for fixtures. */
class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  u32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** [0, 1) */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(list: readonly T[]): T {
    const value = list[Math.floor(this.float() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }
}

/** FNV-1a over the options that shape the clan, so two different fixtures never share ids. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex8 = (n: number) => `${HEX[n >>> 24]}${HEX[(n >>> 16) & 255]}${HEX[(n >>> 8) & 255]}${HEX[n & 255]}`;

function uuidFrom(rng: Rng): string {
  const a = hex8(rng.u32());
  const b = hex8(rng.u32());
  const c = hex8(((rng.u32() & 0x3fffffff) | 0x80000000) >>> 0);
  const d = hex8(rng.u32());
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}

// ---------------------------------------------------------------------------------------------
// Dates

/** The last generation is born around this year; each generation ~25 years before the next. */
const END_YEAR = 2010;
const YEARS_PER_GENERATION = 25;
/** Nothing happens after this year (births, deaths), so fixtures never drift with the clock. */
const LAST_YEAR = 2023;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function birthRecord(rng: Rng, year: number): SamplePerson['birth'] {
  const roll = rng.float();
  if (year < 1800) return roll < 0.45 ? null : { solar: { year }, lunar: null };
  if (year < 1900) {
    if (roll < 0.2) return null;
    return roll < 0.8
      ? { solar: { year }, lunar: null }
      : { solar: { year, month: rng.int(1, 12) }, lunar: null };
  }
  if (roll < 0.1) return { solar: { year }, lunar: null };
  const month = rng.int(1, 12);
  if (roll < 0.3) return { solar: { year, month }, lunar: null };
  return { solar: { year, month, day: rng.int(1, daysInMonth(year, month)) }, lunar: null };
}

/** Whether someone born in `birthYear` has died by LAST_YEAR, and when. */
function deathYearOf(rng: Rng, birthYear: number): number | null {
  const p =
    birthYear <= 1930
      ? 1
      : birthYear <= 1960
        ? 0.15 + ((1960 - birthYear) / 30) * 0.75
        : birthYear <= 1990
          ? 0.05
          : 0.01;
  if (!rng.chance(p)) return null;
  const natural = birthYear + rng.int(42, 92);
  if (natural <= LAST_YEAR) return natural;
  return rng.int(Math.min(birthYear + 1, LAST_YEAR), LAST_YEAR);
}

/** The giỗ: a lunar date of death, valid in its year when the year is known and convertible. */
function deathRecord(rng: Rng, deathYear: number): SamplePerson['death'] {
  if (rng.chance(0.08)) return null; // died, date lost
  const convertible = deathYear >= LUNAR_MIN_YEAR && deathYear <= LUNAR_MAX_YEAR;
  if (!convertible) {
    // Old registers often keep only the day and month of the giỗ. The month lengths of years the
    // calendar module does not cover are unknown, so day 30 and leap months are not used there.
    const year = rng.chance(0.4) ? null : deathYear;
    return { solar: null, lunar: { day: rng.int(1, 29), month: rng.int(1, 12), year, leap: false } };
  }
  let month = rng.int(1, 12);
  let leap = false;
  const leapMonth = leapMonthOf(deathYear);
  if (leapMonth !== null && rng.chance(0.04)) {
    month = leapMonth;
    leap = true;
  }
  let day = rng.int(1, 30);
  if (!isValidLunarDate({ year: deathYear, month, day, leap })) day = 29;
  return { solar: null, lunar: { day, month, year: deathYear, leap } };
}

// ---------------------------------------------------------------------------------------------
// The plan: how many persons each generation should hold

const GROWTH = 2.1;
/** Persons a generation holds per child born into it: the child plus, for sons who marry, their wives. */
const MARRY = 0.88;
const EXTRA_WIFE = 0.08;
const PERSONS_PER_CHILD = 1 + 0.5 * MARRY * (1 + EXTRA_WIFE * 1.2);

/** Growth by GROWTH per generation from a couple, capped at a plateau chosen so the plan sums to `total`. */
function planGenerations(total: number, generations: number): number[] {
  const plan = new Array<number>(generations + 1).fill(0);
  let growth = GROWTH;
  const sum = (g: number, cap: number) => {
    let s = 2;
    for (let i = 2; i <= generations; i++) s += Math.min(2 * g ** (i - 1), cap);
    return s;
  };
  // Few generations for many persons: grow faster.
  while (sum(growth, Number.POSITIVE_INFINITY) < total && growth < 1e6) growth *= 1.5;
  let lo = 1;
  let hi = total;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sum(growth, mid) < total) lo = mid;
    else hi = mid;
  }
  plan[1] = 2;
  for (let i = 2; i <= generations; i++) plan[i] = Math.min(2 * growth ** (i - 1), hi);
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Generation

interface Member {
  person: SamplePerson;
  birthYear: number;
  /** Index of the family the person was born into, -1 for the founder and wives. */
  bornIn: number;
  wives: Member[];
  /** Index of the family the man heads, -1 when none. */
  family: number;
}

function assertOptions(options: SampleClanOptions): void {
  const { persons, generations } = options;
  if (!Number.isSafeInteger(generations) || generations < 1 || generations > 500) {
    throw new RangeError(`generations must be an integer in 1..500, got ${generations}`);
  }
  if (!Number.isSafeInteger(persons) || persons < generations || persons > 2_000_000) {
    throw new RangeError(`persons must be an integer in ${generations}..2000000, got ${persons}`);
  }
  if (generations === 1 && persons > 4) {
    throw new RangeError('one generation holds the founder and at most three wives');
  }
  if (options.seed !== undefined && !Number.isSafeInteger(options.seed)) {
    throw new RangeError(`seed must be an integer, got ${options.seed}`);
  }
}

/**
 * Builds a clan of exactly `persons` persons over exactly `generations` generations (DESIGN §6 model:
 * persons, families with a principal wife, further wives and ordered children). Deterministic in its
 * options; 50,000 persons take well under a second.
 */
export function generateSampleClan(options: SampleClanOptions): SampleClan {
  assertOptions(options);
  const total = options.persons;
  const generations = options.generations;
  const seed = options.seed ?? 1;
  const surname = (options.surname ?? 'Nguyễn').normalize('NFC').trim().replace(/\s+/g, ' ');
  if (surname === '') throw new RangeError('surname must not be empty');
  const loops = options.loops !== false;
  const compound = surname.includes(' ') ? surname : null;
  const wifeSurnames = WIFE_SURNAMES.filter((s) => s !== surname);

  const rng = new Rng(seed);
  const ids = new Rng(hashSeed(`${seed}|${total}|${generations}|${surname}|${loops}`));
  const usedIds = new Set<string>();
  const newId = () => {
    for (;;) {
      const id = uuidFrom(ids);
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  const baseYear = (g: number) => END_YEAR - YEARS_PER_GENERATION * (generations - g);
  const olden = Math.max(3, Math.floor(generations / 3));
  /** Most men of one generation share its middle name (đệm theo đời). */
  const generationMiddle = Array.from({ length: generations + 1 }, () => rng.pick(MALE_MIDDLE));

  const emptyNames = (): SamplePerson['otherNames'] => ({
    tenHuy: null,
    tenTu: null,
    hieu: null,
    thuyHieu: null,
  });

  function makePerson(
    sex: 'male' | 'female',
    generation: number,
    birthYear: number,
    ordinalNumber: number | null,
    clanBorn: boolean,
  ): SamplePerson {
    let name: string;
    if (clanBorn && sex === 'male') {
      const middle = rng.chance(0.7) ? (generationMiddle[generation] ?? 'Văn') : rng.pick(MALE_MIDDLE);
      name = `${surname} ${middle} ${rng.pick(MALE_GIVEN)}`;
    } else if (clanBorn) {
      name = `${surname} ${rng.pick(FEMALE_MIDDLE)} ${rng.pick(FEMALE_GIVEN)}`;
    } else {
      name = `${rng.pick(wifeSurnames)} ${rng.pick(FEMALE_MIDDLE)} ${rng.pick(FEMALE_GIVEN)}`;
    }
    const deathYear = deathYearOf(rng, birthYear);
    const otherNames = emptyNames();
    if (deathYear !== null && (generation <= olden || birthYear < 1900)) {
      if (sex === 'male' && clanBorn) {
        if (rng.chance(0.55)) otherNames.tenHuy = rng.pick(MALE_GIVEN);
        if (rng.chance(0.2)) otherNames.tenTu = rng.pick(MALE_STYLE_NAMES);
        if (rng.chance(0.35)) otherNames.hieu = rng.pick(MALE_STYLE_NAMES);
        if (generation <= 3 && rng.chance(0.5)) otherNames.thuyHieu = rng.pick(MALE_POSTHUMOUS);
      } else if (!clanBorn) {
        if (rng.chance(0.2)) otherNames.hieu = rng.pick(FEMALE_STYLE_NAMES);
        if (generation <= 3 && rng.chance(0.3)) otherNames.thuyHieu = rng.pick(FEMALE_POSTHUMOUS);
      }
    }
    return {
      id: newId(),
      name,
      surname: clanBorn ? compound : null,
      sex,
      generation,
      ordinalNumber,
      birth: birthRecord(rng, birthYear),
      death: deathYear === null ? null : deathRecord(rng, deathYear),
      deceased: deathYear !== null,
      otherNames,
    };
  }

  const families: SampleFamily[] = [];
  /** Per generation, its clan-born members in order (each followed by his wives when flattened). */
  const byGeneration: Member[][] = Array.from({ length: generations + 1 }, () => []);
  const plan = planGenerations(total, generations);

  const founder: Member = {
    person: makePerson('male', 1, baseYear(1), null, true),
    birthYear: baseYear(1),
    bornIn: -1,
    wives: [],
    family: -1,
  };
  byGeneration[1]?.push(founder);
  let used = 1;

  for (let g = 1; g <= generations; g++) {
    const members = byGeneration[g] ?? [];
    // Persons still free: everything but one per later generation.
    const spare = () => total - used - (generations - g);

    // 1. Marriages of this generation's men (the last generation is too young).
    const last = g === generations;
    const men = members.filter((m) => m.person.sex === 'male');
    for (const man of men) {
      if (last && generations > 1) break;
      if (!(generations === 1 || rng.chance(MARRY))) continue;
      const wanted = generations === 1 ? total - 1 : rng.chance(EXTRA_WIFE) ? (rng.chance(0.8) ? 2 : 3) : 1;
      const count = Math.min(wanted, spare());
      if (count <= 0) continue;
      for (let i = 0; i < count; i++) {
        const birthYear = Math.min(LAST_YEAR, man.birthYear + rng.int(-2, 7) + i * rng.int(3, 12));
        man.wives.push({
          person: makePerson('female', g, birthYear, null, false),
          birthYear,
          bornIn: -1,
          wives: [],
          family: -1,
        });
        used++;
      }
    }
    if (last) {
      for (const man of men) if (man.wives.length > 0) openFamily(man);
      break;
    }

    // 2. Households: every married man heads one; the line must go on, so someone is a father.
    for (const man of men) if (man.wives.length > 0) openFamily(man);
    const fathers = men.filter((m) => m.family >= 0);
    if (fathers.length === 0) {
      const first = men[0];
      if (!first) throw new Error('a generation without men cannot continue the line');
      openFamily(first);
      fathers.push(first);
    }

    // 3. Children of this generation's households: the next generation.
    const next = g + 1;
    const remaining = total - used;
    let childCount: number;
    if (next === generations) {
      childCount = remaining;
    } else {
      let planLeft = 0;
      for (let i = next; i <= generations; i++) planLeft += plan[i] ?? 0;
      const target = (remaining * (plan[next] ?? 0)) / planLeft;
      const most = remaining - (generations - next);
      childCount = Math.max(1, Math.min(most, Math.round(target / PERSONS_PER_CHILD)));
    }
    const capped = next < generations;
    if (capped)
      childCount = Math.min(
        childCount,
        fathers.reduce((n, f) => n + childrenCap(f), 0),
      );
    const counts = shareOut(rng, childCount, fathers, capped);
    const sexes: ('male' | 'female')[] = Array.from({ length: childCount }, () =>
      rng.chance(0.51) ? 'male' : 'female',
    );
    if (next < generations && !sexes.includes('male')) sexes[0] = 'male';
    let k = 0;
    for (let f = 0; f < fathers.length; f++) {
      const father = fathers[f];
      const n = counts[f] ?? 0;
      if (!father || n === 0) continue;
      const family = families[father.family];
      if (!family) throw new Error('father without a family');
      const wives = father.wives;
      let year = Math.min(
        father.birthYear + 45,
        Math.max(father.birthYear + 18, baseYear(next) - (n - 1) + rng.int(-3, 3)),
      );
      for (let j = 1; j <= n; j++) {
        const birthYear = Math.min(LAST_YEAR, year);
        const sex = sexes[k++] ?? 'female';
        const child: Member = {
          person: makePerson(sex, next, birthYear, j, true),
          birthYear,
          bornIn: father.family,
          wives: [],
          family: -1,
        };
        const adopted = rng.chance(0.02);
        let mother: Member | undefined = wives[0];
        if (!adopted && wives.length > 1 && rng.chance(0.5)) mother = wives[rng.int(1, wives.length - 1)];
        family.children.push({
          personId: child.person.id,
          motherId: mother?.person.id ?? null,
          relation: adopted ? 'adopted' : 'birth',
        });
        byGeneration[next]?.push(child);
        year += rng.int(1, 3);
      }
    }
    used += childCount;
  }

  function openFamily(man: Member): void {
    man.family = families.length;
    families.push({
      id: newId(),
      fatherId: man.person.id,
      motherId: man.wives[0]?.person.id ?? null,
      spouseIds: man.wives.slice(1).map((w) => w.person.id),
      children: [],
    });
  }

  if (loops) addDataLoops(rng, families, byGeneration);

  const persons: SamplePerson[] = [];
  for (const members of byGeneration) {
    for (const member of members) {
      persons.push(member.person);
      for (const wife of member.wives) persons.push(wife.person);
    }
  }
  if (persons.length !== total) throw new Error(`generated ${persons.length} persons instead of ${total}`);
  return { persons, families, rootPersonId: founder.person.id };
}

/**
 * Splits `count` children over the fathers: a few couples stay childless, couples with several wives
 * have more. Largest remainder, so the counts add up exactly.
 */
function shareOut(rng: Rng, count: number, fathers: readonly Member[], capped: boolean): number[] {
  const caps = fathers.map((f) => (capped ? childrenCap(f) : Number.POSITIVE_INFINITY));
  const weights = fathers.map((f) => {
    if (fathers.length > 1 && rng.chance(0.06)) return 0;
    return (0.4 + rng.float() * 1.6) * (f.wives.length > 1 ? 1.6 : 1);
  });
  let sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    weights[0] = 1;
    sum = 1;
  }
  const exact = weights.map((w) => (count * w) / sum);
  const counts = exact.map((e, i) => Math.min(Math.floor(e), caps[i] ?? 0));
  let left = count - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  while (left > 0) {
    const before = left;
    for (const { i } of order) {
      if (left === 0) break;
      const n = counts[i] ?? 0;
      if (n < (caps[i] ?? 0)) {
        counts[i] = n + 1;
        left--;
      }
    }
    if (left === before) throw new Error('more children than the households can hold');
  }
  return counts;
}

/** At most this many children in a household that is not the last generation's. */
function childrenCap(father: Member): number {
  return father.wives.length > 1 ? 12 : 9;
}

/**
 * Two duplicate listings (a child also listed in an uncle's family) and one loop (a descendant listed
 * as a further partner of the family the ancestor was born into, so the ancestor becomes his own
 * ancestor). Skipped quietly where the clan is too small to hold them.
 */
function addDataLoops(rng: Rng, families: SampleFamily[], byGeneration: readonly Member[][]): void {
  const generations = byGeneration.length - 1;
  const fatherOf = new Map<number, Member>();
  const byId = new Map<string, Member>();
  for (const members of byGeneration) {
    for (const m of members) {
      byId.set(m.person.id, m);
      if (m.family >= 0) fatherOf.set(m.family, m);
    }
  }

  // Duplicates: children whose father has a brother with a household of his own.
  const uncleFamily = (child: Member): SampleFamily | undefined => {
    const father = fatherOf.get(child.bornIn);
    if (!father || father.bornIn < 0) return undefined;
    for (const sibling of families[father.bornIn]?.children ?? []) {
      const uncle = byId.get(sibling.personId);
      if (uncle && uncle !== father && uncle.family >= 0) return families[uncle.family];
    }
    return undefined;
  };
  const start = Math.max(3, Math.floor(generations / 2));
  const order: number[] = [];
  for (let g = start; g <= generations; g++) order.push(g);
  for (let g = 3; g < start; g++) order.push(g);
  let added = 0;
  for (const g of order) {
    const members = byGeneration[g] ?? [];
    if (members.length === 0) continue;
    const offset = rng.int(0, members.length - 1);
    // The two are taken a third of the generation apart, so they are not siblings.
    const step = Math.max(1, Math.floor(members.length / 3));
    for (let i = 0; i < members.length && added < 2; i++) {
      const child = members[(offset + i) % members.length];
      const target = child ? uncleFamily(child) : undefined;
      if (!child || !target) continue;
      target.children.push({ personId: child.person.id, motherId: target.motherId, relation: 'birth' });
      added++;
      i += step;
    }
    if (added === 2) break;
  }

  // The loop: a son of the founder (A) and a male descendant of his a few generations down (D);
  // D is listed as a further partner of the founder's family, which makes him a parent of A.
  if (generations < 3) return;
  const target = Math.min(generations, 5);
  const descendsFrom = (m: Member, ancestorGeneration: number): Member | undefined => {
    let current: Member | undefined = m;
    while (current && current.person.generation > ancestorGeneration) {
      current = fatherOf.get(current.bornIn);
    }
    return current;
  };
  const candidates = (byGeneration[target] ?? []).filter((m) => m.person.sex === 'male' && m.bornIn >= 0);
  if (candidates.length === 0) return;
  const descendant = rng.pick(candidates);
  const ancestor = descendsFrom(descendant, 2);
  const founderFamily = ancestor ? families[ancestor.bornIn] : undefined;
  if (!founderFamily) return;
  founderFamily.spouseIds.push(descendant.person.id);
}
