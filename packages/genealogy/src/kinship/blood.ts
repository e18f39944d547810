// Terms between blood relatives: the direct line, siblings and cousins, uncles/aunts and nephews/nieces.

import { ancestorTerm, descendantForm, elder, type Form, generationWordDown, sideOf } from './forms.ts';
import type { BloodSegment } from './path.ts';
import type { KinshipRegion, KinshipSex } from './types.ts';

export type UncleWord = 'bác' | 'chú' | 'cô' | 'cậu' | 'dì';

/** Generations from A's level down to B's: positive when B is above A. */
export function generationGap(seg: BloodSegment): number {
  return seg.up.length - seg.down.length;
}

/** Is B's branch the senior one (the sibling where the lines split was born first)? */
function senior(seg: BloodSegment): boolean {
  return seg.sibling?.order === 'older';
}

/**
 * One generation above A, collateral. North: anyone senior to A's parent is bác; junior paternal
 * chú/cô, junior maternal cậu/dì. South: only the father's older brother is bác; otherwise by side and sex.
 */
export function uncleWord(seg: BloodSegment, sex: KinshipSex | undefined, region: KinshipRegion): UncleWord {
  const paternal = sideOf(seg.up[0]) === 'nội';
  const female = sex === 'F';
  if (region === 'north' && senior(seg)) return 'bác';
  if (paternal) {
    if (female) return 'cô';
    return senior(seg) ? 'bác' : 'chú';
  }
  return female ? 'dì' : 'cậu';
}

/** What the spouse of a bác/chú/cô/cậu/dì is called. */
export function pairedWord(word: UncleWord, region: KinshipRegion): string {
  if (word === 'chú') return 'thím';
  if (word === 'cậu') return 'mợ';
  if (word === 'cô' || word === 'dì') return region === 'south' ? 'dượng' : 'chú';
  return 'bác';
}

/** The segment without A's first step up: how A's parent sees B. */
export function fromParent(seg: BloodSegment): BloodSegment {
  return { up: seg.up.slice(1), sibling: seg.sibling, down: seg.down };
}

/** What A calls B when B is a blood relative; `sex` is B's sex. */
export function bloodForm(seg: BloodSegment, sex: KinshipSex | undefined, region: KinshipRegion): Form {
  const up = seg.up.length;
  const down = seg.down.length;
  if (!seg.sibling) {
    if (up === 0 && down === 0) return { term: 'chính mình', recip: 'chính mình' };
    if (down === 0) {
      const term = ancestorTerm(up, sex, sideOf(seg.up[0]), region);
      return { term, recip: term };
    }
    if (up === 0) return descendantForm(down, sideOf(seg.down[0]), region);
    // Not canonical (normalisation removes it); name it by the generation gap.
  }
  const gap = up - down;
  if (gap === 0) {
    const word = senior(seg) ? (sex === 'F' ? 'chị' : 'anh') : 'em';
    return up === 0 ? { term: word, recip: word } : { term: `${word} họ`, recip: `${word} (họ)` };
  }
  if (gap === 1) {
    const word = uncleWord(seg, sex, region);
    // A parent's cousin, not sibling: "chú họ", as cousins are "anh họ".
    return up === 1 ? { term: word, recip: word } : { term: `${word} họ`, recip: `${word} (họ)` };
  }
  if (gap === 2) {
    const term = `${elder(sex)} ${bloodForm(fromParent(seg), sex, region).term}`;
    return { term, recip: term };
  }
  if (gap >= 3) {
    const term = ancestorTerm(gap, sex, 'nội', region);
    return { term, recip: term };
  }
  const word = generationWordDown(Math.max(2, -gap));
  return { term: word, recip: word };
}
