// The poster's lines: elbows from parents to children and the double line between spouses side by side.

import type { LayoutBox, TreeLayout } from '@giapha/genealogy';
import type { CanvasTree } from '../../model.ts';
import { type Box, POSTER_COLORS, type PosterLines } from './scene.ts';

const SPOUSE_MAX_GAP = 40;

/** The box around every point of the polylines (x0, y0, x1, y1, …); empty at the origin. */
export function boundsOfPolylines(polylines: readonly number[][]): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const line of polylines) {
    for (let i = 0; i + 1 < line.length; i += 2) {
      const px = line[i];
      const py = line[i + 1];
      if (px === undefined || py === undefined) continue;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
    }
  }
  if (minX === Number.POSITIVE_INFINITY) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function linesOf(kind: PosterLines['kind'], polylines: number[][]): PosterLines {
  const secondary = kind === 'secondary';
  return {
    kind,
    color: secondary ? POSTER_COLORS.lineSecondary : POSTER_COLORS.line,
    width: kind === 'birth' ? 1.6 : kind === 'spouse' ? 1.1 : 1.3,
    dash: secondary ? [6, 4] : null,
    polylines,
    bbox: boundsOfPolylines(polylines),
  };
}

/** Everything drawn between the cards, the layout moved by (ox, oy) onto the poster. */
export function buildLines(tree: CanvasTree, layout: TreeLayout, ox: number, oy: number): PosterLines[] {
  // Birth edges: one stem, one bus and a drop per child for every parent box; the children of a man's
  // second wife hang from her box, on a bus a little lower so the two households stay apart.
  const groups = new Map<string, ParentGroup>();
  const secondary: [LayoutBox, LayoutBox][] = [];
  for (const edge of layout.edges) {
    const parent = layout.boxes.get(edge.from);
    const child = layout.boxes.get(edge.to);
    if (!parent || !child) continue;
    if (edge.kind === 'secondary') {
      secondary.push([parent, child]);
      continue;
    }
    let group = groups.get(edge.from);
    if (!group) {
      group = { familyId: edge.familyId, parent, children: [] };
      groups.set(edge.from, group);
    }
    group.children.push(child);
  }
  return [
    ...birthLines(groups.values(), ox, oy),
    ...secondaryLines(secondary, ox, oy),
    ...spouseLines(tree, layout, ox, oy),
  ];
}

interface ParentGroup {
  familyId: string;
  parent: LayoutBox;
  children: LayoutBox[];
}

function birthLines(groups: Iterable<ParentGroup>, ox: number, oy: number): PosterLines[] {
  const result: PosterLines[] = [];
  const householdsOfFamily = new Map<string, number>();
  for (const group of groups) {
    const { parent } = group;
    const order = householdsOfFamily.get(group.familyId) ?? 0;
    householdsOfFamily.set(group.familyId, order + 1);
    const px = parent.x + parent.width / 2 + ox;
    const pb = parent.y + parent.height + oy;
    const below = group.children.filter((c) => c.y + oy > pb + 4);
    const polylines: number[][] = [];
    if (below.length > 0) {
      const minTop = Math.min(...below.map((c) => c.y + oy));
      // A little below the middle of the gap: clear of the band edge, which is at the middle.
      const busY = Math.min(pb + (minTop - pb) * 0.56 + order * 7, minTop - 4);
      polylines.push([px, pb, px, busY]);
      const xs = below.map((c) => c.x + c.width / 2 + ox);
      const minX = Math.min(px, ...xs);
      const maxX = Math.max(px, ...xs);
      if (maxX - minX > 0.01) polylines.push([minX, busY, maxX, busY]);
      for (const c of below) polylines.push([c.x + c.width / 2 + ox, busY, c.x + c.width / 2 + ox, c.y + oy]);
    }
    for (const c of group.children) {
      if (below.includes(c)) continue;
      const cx = c.x + c.width / 2 + ox;
      const ct = c.y + oy;
      const mid = (pb + ct) / 2;
      polylines.push([px, pb, px, mid, cx, mid, cx, ct]);
    }
    if (polylines.length > 0) result.push(linesOf('birth', polylines));
  }
  return result;
}

function secondaryLines(pairs: readonly [LayoutBox, LayoutBox][], ox: number, oy: number): PosterLines[] {
  return pairs.map(([parent, child]) => {
    const px = parent.x + parent.width / 2 + ox;
    const pb = parent.y + parent.height + oy;
    const cx = child.x + child.width / 2 + ox;
    const ct = child.y + oy;
    const mid = ct > pb + 4 ? Math.min(pb + (ct - pb) * 0.56 + 9, ct - 3) : (pb + ct) / 2;
    return linesOf('secondary', [[px, pb, px, mid, cx, mid, cx, ct]]);
  });
}

/** Spouses beside each other: the double line of a marriage between neighbouring boxes. */
function spouseLines(tree: CanvasTree, layout: TreeLayout, ox: number, oy: number): PosterLines[] {
  const result: PosterLines[] = [];
  for (const family of tree.families) {
    const partners = [family.father, family.mother, ...family.spouses]
      .filter((id): id is string => typeof id === 'string')
      .map((id) => layout.boxes.get(id))
      .filter((box): box is LayoutBox => box !== undefined)
      .sort((a, b) => a.x - b.x);
    const polylines: number[][] = [];
    partners.forEach((a, i) => {
      const b = partners[i + 1];
      if (!b) return;
      const gap = b.x - (a.x + a.width);
      if (Math.abs(a.y - b.y) > 0.5 || gap <= 0 || gap > SPOUSE_MAX_GAP) return;
      const my = a.y + Math.min(a.height, b.height) / 2 + oy;
      const x1 = a.x + a.width + ox;
      const x2 = b.x + ox;
      polylines.push([x1, my - 2, x2, my - 2], [x1, my + 2, x2, my + 2]);
    });
    if (polylines.length > 0) result.push(linesOf('spouse', polylines));
  }
  return result;
}
