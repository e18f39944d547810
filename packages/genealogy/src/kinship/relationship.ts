// Finding how two persons of a tree are related: blood first through the nearest common ancestor,
// then one marriage at either end, then a marriage in the middle (thông gia) or at both ends.
import {
  type Ancestor,
  ancestorsOf,
  bloodDistances,
  cycleAmong,
  type KinshipGraphIndex,
  type KinshipPerson,
  spousesOf,
} from './graph.ts';
import type { BirthOrder, KinshipSex, KinshipStep } from './types.ts';

export type Relationship =
  | { kind: 'self' }
  | { kind: 'found'; path: KinshipStep[]; persons: string[]; commonAncestors: string[]; byMarriage: boolean }
  | {
      kind: 'undecided';
      reason: 'birth-order' | 'sex' | 'cycle';
      path?: KinshipStep[];
      persons?: string[];
      message: string;
    }
  | { kind: 'unrelated'; message: string };

export const UNRELATED_MESSAGE = 'Không tìm thấy quan hệ giữa hai người trong cây này.';

/** A line between two persons: the persons (first to last) and, per step, its kind and birth order. */
interface Line {
  persons: string[];
  rels: KinshipStep['rel'][];
  orders: (BirthOrder | undefined)[];
  commonAncestors: string[];
  /** Why a sibling step has no birth order, in words. */
  orderGap?: string;
}

function nameOf(index: KinshipGraphIndex, id: string): string {
  return index.persons.get(id)?.name || id;
}

/** Chain of persons from `start` up to `top`, following the breadth-first links. */
function chainUp(ancestors: ReadonlyMap<string, Ancestor>, top: string): string[] {
  const chain = [top];
  let id = ancestors.get(top)?.via ?? null;
  while (id !== null) {
    chain.push(id);
    id = ancestors.get(id)?.via ?? null;
  }
  return chain.reverse();
}

/** Is `b` older than `a` by the records: ordinal first (old records have no dates), then birth year. */
function birthOrder(index: KinshipGraphIndex, a: string, b: string): { order?: BirthOrder; gap?: string } {
  const pa: KinshipPerson | undefined = index.persons.get(a);
  const pb: KinshipPerson | undefined = index.persons.get(b);
  const oa = pa?.ordinal ?? null;
  const ob = pb?.ordinal ?? null;
  if (oa !== null && ob !== null && oa !== ob) return { order: ob < oa ? 'older' : 'younger' };
  const ya = pa?.birthYear ?? null;
  const yb = pb?.birthYear ?? null;
  if (ya !== null && yb !== null && ya !== yb) return { order: yb < ya ? 'older' : 'younger' };
  const who = `${nameOf(index, a)} và ${nameOf(index, b)}`;
  if (oa !== null && ob !== null) {
    return { gap: `${who} cùng ghi là con thứ ${oa}, nên chưa biết ai là anh/chị, ai là em.` };
  }
  const missing = [oa === null ? a : null, ob === null ? b : null].filter((id): id is string => id !== null);
  const names = missing.map((id) => nameOf(index, id)).join(' và ');
  return {
    gap: `Chưa ghi thứ tự sinh (con thứ mấy) của ${names}, nên chưa biết ai là anh/chị, ai là em giữa ${who}.`,
  };
}

/** The blood line from `a` to `b` through their nearest common ancestor(s), or null. */
function bloodLine(index: KinshipGraphIndex, a: string, b: string): Line | null {
  if (a === b) return { persons: [a], rels: [], orders: [], commonAncestors: [a] };
  const upA = ancestorsOf(index, a);
  const upB = ancestorsOf(index, b);
  // Nearest = fewest generations in all; among equals, the one closest to A.
  let best: { id: string; sum: number; distA: number } | null = null;
  const sums = new Map<string, number>();
  for (const [id, { dist }] of upB) {
    const fromA = upA.get(id);
    if (!fromA) continue;
    const sum = fromA.dist + dist;
    sums.set(id, sum);
    if (!best || sum < best.sum || (sum === best.sum && fromA.dist < best.distA)) {
      best = { id, sum, distA: fromA.dist };
    }
  }
  if (!best) return null;
  const top = best;
  const tied = [...sums].filter(([, sum]) => sum === top.sum).map(([id]) => id);
  const chainA = chainUp(upA, best.id); // A … ancestor
  const chainB = chainUp(upB, best.id); // B … ancestor
  const up = chainA.length - 1;
  const down = chainB.length - 1;
  const line: Line = { persons: [a], rels: [], orders: [], commonAncestors: tied };
  const push = (id: string, rel: KinshipStep['rel'], order?: BirthOrder) => {
    line.persons.push(id);
    line.rels.push(rel);
    line.orders.push(order);
  };
  if (down === 0) {
    for (const id of chainA.slice(1)) push(id, 'parent');
    return line;
  }
  if (up === 0) {
    for (const id of chainB.slice(0, -1).reverse()) push(id, 'child');
    return line;
  }
  // Up to the ancestor's child on A's line, across to the one on B's line, then down to B.
  for (const id of chainA.slice(1, up)) push(id, 'parent');
  const fromSide = chainA[up - 1]!;
  const toSide = chainB[down - 1]!;
  const { order, gap } = birthOrder(index, fromSide, toSide);
  push(toSide, 'sibling', order);
  if (gap) line.orderGap = gap;
  for (const id of chainB.slice(0, down - 1).reverse()) push(id, 'child');
  return line;
}

function join(first: Line, second: Line): Line {
  const line: Line = {
    persons: [...first.persons, ...second.persons],
    rels: [...first.rels, 'spouse', ...second.rels],
    orders: [...first.orders, undefined, ...second.orders],
    commonAncestors: [...new Set([...first.commonAncestors, ...second.commonAncestors])],
  };
  const gap = first.orderGap ?? second.orderGap;
  if (gap) line.orderGap = gap;
  return line;
}

function shorter(best: Line | null, next: Line | null): Line | null {
  if (!next) return best;
  return !best || next.rels.length < best.rels.length ? next : best;
}

/** A relative by one marriage: first at either end, then in the middle, then at both ends. */
function marriageLine(index: KinshipGraphIndex, a: string, b: string): Line | null {
  let best: Line | null = null;
  for (const spouse of spousesOf(index, b)) {
    const line = bloodLine(index, a, spouse);
    if (line) best = shorter(best, join(line, { persons: [b], rels: [], orders: [], commonAncestors: [] }));
  }
  for (const spouse of spousesOf(index, a)) {
    const line = bloodLine(index, spouse, b);
    if (line) best = shorter(best, join({ persons: [a], rels: [], orders: [], commonAncestors: [] }, line));
  }
  if (best) return best;
  // A's blood relative married to B's blood relative (thông gia and the like): the cheapest marriage.
  const fromA = bloodDistances(index, ancestorsOf(index, a));
  const fromB = bloodDistances(index, ancestorsOf(index, b));
  let pair: { x: string; y: string; cost: number } | null = null;
  for (const [x, costA] of fromA) {
    for (const y of spousesOf(index, x)) {
      const costB = fromB.get(y);
      if (costB === undefined) continue;
      const cost = costA + 1 + costB;
      if (!pair || cost < pair.cost) pair = { x, y, cost };
    }
  }
  if (pair) {
    const left = bloodLine(index, a, pair.x);
    const right = bloodLine(index, pair.y, b);
    if (left && right) return join(left, right);
  }
  // Married into both ends: e.g. the husbands of two sisters.
  for (const x of spousesOf(index, a)) {
    for (const y of spousesOf(index, b)) {
      const middle = bloodLine(index, x, y);
      if (!middle) continue;
      const self = (id: string): Line => ({ persons: [id], rels: [], orders: [], commonAncestors: [] });
      best = shorter(best, join(join(self(a), middle), self(b)));
    }
  }
  return best;
}

function toRelationship(index: KinshipGraphIndex, line: Line, byMarriage: boolean): Relationship {
  const persons = line.persons;
  const unsexed = persons.slice(1).find((id) => !index.persons.get(id)?.sex);
  if (unsexed) {
    return {
      kind: 'undecided',
      reason: 'sex',
      persons,
      message: `Chưa ghi giới tính của ${nameOf(index, unsexed)}, nên chưa gọi được tên quan hệ.`,
    };
  }
  const path: KinshipStep[] = line.rels.map((rel, i) => {
    const sex: KinshipSex = index.persons.get(persons[i + 1]!)!.sex!;
    const order = line.orders[i];
    return order ? { rel, sex, birth_order: order } : { rel, sex };
  });
  if (line.orderGap)
    return { kind: 'undecided', reason: 'birth-order', path, persons, message: line.orderGap };
  return { kind: 'found', path, persons, commonAncestors: line.commonAncestors, byMarriage };
}

/**
 * How `to` is related to `from`: blood first (nearest common ancestor, birth order from the recorded
 * ordinal), then by marriage. Says so instead of guessing when the records cannot decide.
 */
export function findRelationship(index: KinshipGraphIndex, from: string, to: string): Relationship {
  if (!index.persons.has(from) || !index.persons.has(to)) {
    return { kind: 'unrelated', message: 'Không tìm thấy người này trong cây.' };
  }
  if (from === to) return { kind: 'self' };
  for (const id of [from, to]) {
    const looped = cycleAmong(index, ancestorsOf(index, id));
    if (looped) {
      return {
        kind: 'undecided',
        reason: 'cycle',
        message: `Dữ liệu cây có vòng lặp: ${nameOf(index, looped)} vừa là tổ tiên vừa là con cháu của chính mình, nên không xác định được quan hệ.`,
      };
    }
  }
  const blood = bloodLine(index, from, to);
  if (blood) return toRelationship(index, blood, false);
  const married = marriageLine(index, from, to);
  if (married) return toRelationship(index, married, true);
  return { kind: 'unrelated', message: UNRELATED_MESSAGE };
}
