// Word building blocks: generation names of the direct line and the merging of alternative forms.
import type { KinshipRegion, KinshipSex } from './types.ts';

/** One way to name B from A: the term, the form used when it is someone's reciprocal, the address. */
export interface Form {
  term: string;
  /** The term as written in a reciprocal: 'cháu (cháu nội)', 'em (họ)', 'con (rể)', 'ông/bà nội'. */
  recip: string;
  address?: string;
}

export type Side = 'nội' | 'ngoại';

export function sideOf(firstSex: KinshipSex | undefined): Side {
  return firstSex === 'F' ? 'ngoại' : 'nội';
}

export function elder(sex: KinshipSex | undefined): string {
  return sex === 'F' ? 'bà' : 'ông';
}

/** Ancestor `n` generations up (n ≥ 1); the side only shows for grandparents. */
export function ancestorTerm(
  n: number,
  sex: KinshipSex | undefined,
  side: Side,
  region: KinshipRegion,
): string {
  const female = sex === 'F';
  if (n === 1) return female ? 'mẹ' : 'bố';
  if (n === 2) return `${elder(sex)} ${side}`;
  if (n === 3) return region === 'south' ? `${elder(sex)} cố` : `cụ ${elder(sex)}`;
  if (n === 4) return region === 'south' ? `${elder(sex)} sơ` : `kỵ ${elder(sex)}`;
  return `${elder(sex)} tổ ${n} đời`;
}

/** Descendant `n` generations down (n ≥ 1): term and reciprocal form. */
export function descendantForm(n: number, side: Side, region: KinshipRegion): Form {
  if (n === 1) return { term: 'con', recip: 'con' };
  if (n === 2) return { term: `cháu ${side}`, recip: `cháu (cháu ${side})` };
  if (region === 'south' && n === 3) return { term: 'cháu cố', recip: 'chắt (cháu cố)' };
  if (region === 'south' && n === 4) return { term: 'cháu sơ', recip: 'chút (cháu sơ)' };
  const word = generationWordDown(n);
  if (n <= 5) return { term: `${word} ${side}`, recip: `${word} (${word} ${side})` };
  return { term: word, recip: word };
}

/** The bare word for a generation down: con, cháu, chắt, chút, chít, then 'cháu N đời'. */
export function generationWordDown(n: number): string {
  const words = ['', 'con', 'cháu', 'chắt', 'chút', 'chít'];
  return words[n] ?? `cháu ${n} đời`;
}

function mergeTwo(a: string, b: string): string {
  const wa = a.split(' ');
  const wb = b.split(' ');
  let head = 0;
  while (head < wa.length && head < wb.length && wa[head] === wb[head]) head++;
  let tail = 0;
  while (
    tail < wa.length - head &&
    tail < wb.length - head &&
    wa[wa.length - 1 - tail] === wb[wb.length - 1 - tail]
  ) {
    tail++;
  }
  const midA = wa.slice(head, wa.length - tail);
  const midB = wb.slice(head, wb.length - tail);
  if (midA.length !== 1 || midB.length !== 1 || /[()]/.test(midA[0]! + midB[0]!)) return `${a}/${b}`;
  return [...wa.slice(0, head), `${midA[0]}/${midB[0]}`, ...wa.slice(wa.length - tail)].join(' ');
}

/** Alternatives in one string: 'ông nội' + 'bà nội' → 'ông/bà nội', 'bác' + 'chú' → 'bác/chú'. */
export function combine(forms: readonly string[]): string {
  const unique = [...new Set(forms)];
  if (unique.length === 2) return mergeTwo(unique[0]!, unique[1]!);
  return unique.join('/');
}
