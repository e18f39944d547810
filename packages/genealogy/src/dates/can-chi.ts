// The 60 year names of the sexagenary cycle (Can Chi): "Giáp Tý" … "Quý Hợi". Year y is named
// CAN_CHI_NAMES[(y - 4) mod 60] (1864 and 1924 are Giáp Tý), the same rule as `yearCanChi`.

import { foldVietnamese } from '../text.ts';

const CAN = ['Giáp', 'Ất', 'Bính', 'Đinh', 'Mậu', 'Kỷ', 'Canh', 'Tân', 'Nhâm', 'Quý'] as const;
const CHI = ['Tý', 'Sửu', 'Dần', 'Mão', 'Thìn', 'Tỵ', 'Ngọ', 'Mùi', 'Thân', 'Dậu', 'Tuất', 'Hợi'] as const;

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The 60 names in cycle order, index 0 = Giáp Tý. */
export const CAN_CHI_NAMES: readonly string[] = Array.from(
  { length: 60 },
  (_, i) => `${CAN[i % 10]} ${CHI[i % 12]}`,
);

const FOLDED_CAN = CAN.map((c) => foldVietnamese(c));
// Tý and Tỵ fold alike (ty); Mão is also said Mẹo. The Can's parity tells Tý from Tỵ.
const FOLDED_CHI: Record<string, readonly number[]> = {
  ty: [0, 5],
  suu: [1],
  dan: [2],
  mao: [3],
  meo: [3],
  thin: [4],
  ngo: [6],
  mui: [7],
  than: [8],
  dau: [9],
  tuat: [10],
  hoi: [11],
};

/** Index (0–59) of the year `year` in the cycle. */
export function canChiIndexOfYear(year: number): number {
  return mod(year - 4, 60);
}

/** The Can Chi name of a year ("Giáp Tý" for 1864). */
export function canChiOfYear(year: number): string {
  return CAN_CHI_NAMES[canChiIndexOfYear(year)] ?? '';
}

/** The cycle index of a can and a chi, or null when they never meet (a yang Can with a yin Chi). */
function indexOf(can: number, chi: number): number | null {
  if (can % 2 !== chi % 2) return null;
  for (let i = can; i < 60; i += 10) if (i % 12 === chi) return i;
  return null;
}

export type CanChiReading =
  | { kind: 'name'; index: number; name: string }
  /** A Can and a Chi that are not one of the 60 (Giáp Sửu): the Chi this Can goes with. */
  | { kind: 'invalid'; written: string; can: string; chiOfCan: string };

/**
 * Reads a two-word Can Chi name, with or without tone marks ("Giáp Tý", "giap ty", "Quý Mẹo").
 * Null when the words are not a Can followed by a Chi; `invalid` when they are, but never meet.
 */
export function readCanChi(text: string): CanChiReading | null {
  const words = foldVietnamese(text).split(' ');
  if (words.length !== 2) return null;
  const can = FOLDED_CAN.indexOf(words[0] ?? '');
  const chis = FOLDED_CHI[words[1] ?? ''];
  if (can < 0 || chis === undefined) return null;
  for (const chi of chis) {
    const index = indexOf(can, chi);
    if (index !== null) return { kind: 'name', index, name: CAN_CHI_NAMES[index] ?? '' };
  }
  const canName = CAN[can] ?? '';
  const chiName = CHI[chis[0] ?? 0] ?? '';
  const partners = CHI.filter((_, i) => i % 2 === can % 2).join(', ');
  return { kind: 'invalid', written: `${canName} ${chiName}`, can: canName, chiOfCan: partners };
}

/** True for one of the 60 names, as written here (tone marks, capitals). */
export function isCanChiName(name: string): boolean {
  return CAN_CHI_NAMES.includes(name.normalize('NFC').trim());
}

/** The one of the 60 names `text` reads as, spelled as here; null otherwise. */
export function canonicalCanChi(text: string): string | null {
  const reading = readCanChi(text);
  return reading?.kind === 'name' ? reading.name : null;
}

/**
 * The years named `name` nearest to `hint` (every 60 years), nearest first: `count` of them.
 * Empty when `name` is not a Can Chi name.
 */
export function canChiYearsNear(name: string, hint: number, count = 3): number[] {
  const reading = readCanChi(name);
  if (reading?.kind !== 'name') return [];
  const offset = mod(reading.index - canChiIndexOfYear(hint), 60);
  // The nearest year with that name is `offset` after the hint, or 60 − offset before it.
  const years: number[] = [];
  for (let k = -Math.ceil(count / 2) - 1; k <= Math.ceil(count / 2) + 1; k++) {
    const year = hint + offset + 60 * k;
    if (year >= 1 && year <= 9999) years.push(year);
  }
  years.sort((a, b) => Math.abs(a - hint) - Math.abs(b - hint) || a - b);
  return years.slice(0, count);
}
