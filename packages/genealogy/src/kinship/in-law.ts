// Terms by marriage: a blood relative's spouse, a spouse's blood relative, co-parents-in-law.
import { bloodForm, fromParent, generationGap, pairedWord, uncleWord } from './blood.ts';
import { ancestorTerm, elder, type Form, generationWordDown, sideOf } from './forms.ts';
import { type BloodSegment, endSex, isEmpty } from './path.ts';
import type { KinshipRegion, KinshipSex } from './types.ts';

function married(sex: KinshipSex): string {
  return sex === 'F' ? 'dâu' : 'rể';
}

/** B is the spouse (sex `sex`) of R, A's blood relative along `seg`; `null` when no usual term. */
export function relativeSpouseForm(seg: BloodSegment, sex: KinshipSex, region: KinshipRegion): Form | null {
  const up = seg.up.length;
  const down = seg.down.length;
  if (isEmpty(seg)) {
    const term = sex === 'F' ? 'vợ' : 'chồng';
    return { term, recip: term };
  }
  if (!seg.sibling && down === 0) {
    // A parent's spouse who is not A's parent: step-parent; further up, the grandparent's term.
    const term =
      up === 1 ? (sex === 'F' ? 'mẹ kế' : 'bố dượng') : ancestorTerm(up, sex, sideOf(seg.up[0]), region);
    return { term, recip: term };
  }
  if (!seg.sibling && up === 0) {
    const word = generationWordDown(down);
    return { term: `${word} ${married(sex)}`, address: word, recip: `${word} (${married(sex)})` };
  }
  const gap = generationGap(seg);
  if (gap === 0) {
    const older = seg.sibling?.order === 'older';
    const address = older ? (sex === 'F' ? 'chị' : 'anh') : 'em';
    if (up === 0) return { term: `${address} ${married(sex)}`, address, recip: address };
    return { term: `${address} ${married(sex)} họ`, address, recip: `${address} (họ)` };
  }
  if (gap === 1) {
    const term = pairedWord(uncleWord(seg, endSex(seg, undefined), region), region);
    return { term, recip: term };
  }
  if (gap === 2) {
    const inner = relativeSpouseForm(fromParent(seg), sex, region);
    if (!inner) return null;
    const term = `${elder(sex)} ${inner.term}`;
    return { term, recip: term };
  }
  if (gap >= 3) {
    const term = ancestorTerm(gap, sex, 'nội', region);
    return { term, recip: term };
  }
  const word = generationWordDown(Math.max(2, -gap));
  return { term: `${word} ${married(sex)}`, address: word, recip: `${word} (${married(sex)})` };
}

/** B is a blood relative (along `seg`) of A's spouse S, whose sex is `spouseSex`. */
export function spouseRelativeForm(
  seg: BloodSegment,
  sex: KinshipSex | undefined,
  spouseSex: KinshipSex,
  region: KinshipRegion,
): Form {
  const own = bloodForm(seg, sex, region);
  const suffix = spouseSex === 'F' ? 'vợ' : 'chồng';
  const address = own.term.endsWith(' họ') ? own.term.slice(0, -3) : own.term;
  const term = `${own.term} ${suffix}`;
  const gap = generationGap(seg);
  // An elder in-law keeps the full term in a reciprocal ('bố/mẹ chồng'); others are addressed plainly.
  if (gap >= 1) return { term, address, recip: term };
  return { term, address, recip: own.recip };
}

/** Persons joined by two marriages around a middle blood segment, or a blood line on both sides. */
export function throughMarriageForm(
  segments: readonly BloodSegment[],
  spouses: readonly KinshipSex[],
  sex: KinshipSex | undefined,
  region: KinshipRegion,
): Form | null {
  if (spouses.length === 1) {
    const [first, second] = [segments[0]!, segments[1]!];
    // My child's spouse's parent: thông gia (South: sui).
    const childOnly = first.up.length === 0 && !first.sibling && first.down.length === 1;
    const parentOnly = second.up.length === 1 && !second.sibling && second.down.length === 0;
    if (childOnly && parentOnly) {
      const term = region === 'south' ? 'sui' : 'thông gia';
      return { term, recip: term };
    }
    return null;
  }
  if (spouses.length === 2 && isEmpty(segments[0]!) && isEmpty(segments[2]!)) {
    const middle = segments[1]!;
    if (middle.up.length > 0 || middle.down.length > 0 || !middle.sibling) return null;
    const older = middle.sibling.order === 'older';
    // Husbands of sisters are anh/em cọc chèo; wives of brothers are chị/em dâu; by the siblings' order.
    if (spouses[0] === 'F' && sex === 'M') {
      const address = older ? 'anh' : 'em';
      return { term: `${address} cọc chèo`, address, recip: address };
    }
    if (spouses[0] === 'M' && sex === 'F') {
      const address = older ? 'chị' : 'em';
      return { term: `${address} dâu`, address, recip: address };
    }
  }
  return null;
}
