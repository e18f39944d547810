// Path shapes: normalising a raw path, reversing it, and cutting it into blood segments at marriages.
import type { BirthOrder, KinshipSex, KinshipStep } from './types.ts';

/** A blood line in canonical form: up to a common ancestor's child, across to a sibling, then down. */
export interface BloodSegment {
  /** Sexes of the persons reached going up (A's parent first). */
  up: KinshipSex[];
  /** The step across between the two children of the common ancestor, when the line is collateral. */
  sibling: { sex: KinshipSex; order?: BirthOrder } | null;
  /** Sexes of the persons reached going down. */
  down: KinshipSex[];
}

/** A path cut at its spouse steps: `segments.length === spouses.length + 1`. */
export interface PathShape {
  segments: BloodSegment[];
  /** Sex of the person reached by each spouse step. */
  spouses: KinshipSex[];
}

export function flip(order: BirthOrder | undefined): BirthOrder | undefined {
  if (order === 'older') return 'younger';
  if (order === 'younger') return 'older';
  return undefined;
}

function sibling(sex: KinshipSex, order?: BirthOrder): KinshipStep {
  return order ? { rel: 'sibling', sex, birth_order: order } : { rel: 'sibling', sex };
}

/** Two consecutive steps merged into one, `null` when they cancel out, `undefined` when they stay. */
function merge(
  last: KinshipStep,
  next: KinshipStep,
  before: KinshipSex | undefined,
  beforeLast: KinshipStep | undefined,
): KinshipStep | null | undefined {
  if (last.rel === 'parent' && next.rel === 'child') return sibling(next.sex);
  if (last.rel === 'child' && next.rel === 'parent') {
    // My child's parent of my own sex is me; of the other sex, my spouse.
    return next.sex === before ? null : { rel: 'spouse', sex: next.sex };
  }
  if (last.rel === 'sibling' && next.rel === 'sibling') {
    // Older than an older sibling is older; mixed orders leave the order open.
    return sibling(next.sex, last.birth_order === next.birth_order ? last.birth_order : undefined);
  }
  if (last.rel === 'sibling' && next.rel === 'parent') return { rel: 'parent', sex: next.sex };
  if (last.rel === 'child' && next.rel === 'sibling') return { rel: 'child', sex: next.sex };
  if (last.rel === 'spouse' && next.rel === 'spouse' && (before === undefined || next.sex === before))
    return null;
  // A parent's spouse's child is a (half-)sibling; a spouse's child alone may be a stepchild, so it stays.
  if (last.rel === 'spouse' && next.rel === 'child' && beforeLast?.rel === 'parent') return next;
  return undefined;
}

/** Folds detours (parent→child = sibling, child→parent = spouse or self, sibling→parent = parent, …). */
export function normalizePath(path: readonly KinshipStep[], selfSex?: KinshipSex): KinshipStep[] {
  const out: KinshipStep[] = [];
  for (const step of path) {
    let current: KinshipStep | null = { ...step };
    if (current.rel !== 'sibling') delete current.birth_order;
    while (current) {
      const last = out[out.length - 1];
      if (!last) {
        out.push(current);
        break;
      }
      const before = out.length >= 2 ? out[out.length - 2]!.sex : selfSex;
      const merged = merge(last, current, before, out[out.length - 2]);
      if (merged === undefined) {
        out.push(current);
        break;
      }
      out.pop();
      // A merged step (e.g. parent→child = sibling) may merge again with the step before it.
      current = merged;
    }
  }
  return out;
}

const INVERSE = { parent: 'child', child: 'parent', sibling: 'sibling', spouse: 'spouse' } as const;

/** The same path walked from B back to A; `selfSex` is A's sex, the sex reached by the last step. */
export function reversePath(path: readonly KinshipStep[], selfSex: KinshipSex): KinshipStep[] {
  const out: KinshipStep[] = [];
  for (let i = path.length - 1; i >= 0; i--) {
    const step = path[i]!;
    const sex = i === 0 ? selfSex : path[i - 1]!.sex;
    const order = flip(step.birth_order);
    out.push(order ? { rel: INVERSE[step.rel], sex, birth_order: order } : { rel: INVERSE[step.rel], sex });
  }
  return out;
}

/** Cuts a normalised path at its spouse steps. */
export function shapeOf(path: readonly KinshipStep[]): PathShape {
  const segments: BloodSegment[] = [{ up: [], sibling: null, down: [] }];
  const spouses: KinshipSex[] = [];
  for (const step of path) {
    const seg = segments[segments.length - 1]!;
    if (step.rel === 'spouse') {
      spouses.push(step.sex);
      segments.push({ up: [], sibling: null, down: [] });
    } else if (step.rel === 'parent') {
      seg.up.push(step.sex);
    } else if (step.rel === 'sibling') {
      seg.sibling = step.birth_order ? { sex: step.sex, order: step.birth_order } : { sex: step.sex };
    } else {
      seg.down.push(step.sex);
    }
  }
  return { segments, spouses };
}

export function isEmpty(seg: BloodSegment): boolean {
  return seg.up.length === 0 && seg.down.length === 0 && seg.sibling === null;
}

/** Sex of the last person of a segment, or `start` when the segment is empty. */
export function endSex(seg: BloodSegment, start: KinshipSex | undefined): KinshipSex | undefined {
  if (seg.down.length > 0) return seg.down[seg.down.length - 1];
  if (seg.sibling) return seg.sibling.sex;
  if (seg.up.length > 0) return seg.up[seg.up.length - 1];
  return start;
}
