// A kinship path (xưng hô: the persons from one relative to another) drawn on the canvas: its cards and
// the lines between them as the layout draws them — a child's edge from the parent (or from the mother it
// hangs under, with her spouse link), the shared parent of two siblings, a spouse link.

import { spouseLinkId, type TreeLayout } from '@giapha/genealogy';
import type { AncestorLine, TreeKinship } from './kinship.ts';

type Edge = TreeLayout['edges'][number];

/** The spouse link between two partners of a family, if the canvas draws one. */
function spouseLinkBetween(kinship: TreeKinship, a: string, b: string): string | null {
  for (const family of kinship.families.values()) {
    const wives = [family.mother, ...family.spouses];
    if (family.father === a && wives.includes(b)) return spouseLinkId(family.id, b);
    if (family.father === b && wives.includes(a)) return spouseLinkId(family.id, a);
  }
  return null;
}

export function pathLine(kinship: TreeKinship, layout: TreeLayout, path: readonly string[]): AncestorLine {
  const persons = new Set<string>();
  const edges = new Set<string>();
  const edgesTo = new Map<string, Edge[]>();
  for (const edge of layout.edges) {
    const list = edgesTo.get(edge.to);
    if (list) list.push(edge);
    else edgesTo.set(edge.to, [edge]);
  }
  /** The line from a parent down to a child: direct, or through the parent's wife the child hangs under. */
  const descend = (parent: string, child: string): boolean => {
    for (const edge of edgesTo.get(child) ?? []) {
      if (edge.from === parent) {
        edges.add(edge.id);
        return true;
      }
      const link = spouseLinkBetween(kinship, parent, edge.from);
      if (link) {
        edges.add(edge.id);
        edges.add(link);
        persons.add(edge.from);
        return true;
      }
    }
    return false;
  };
  for (const id of path) if (layout.boxes.has(id)) persons.add(id);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    if (a === undefined || b === undefined) continue;
    if (descend(a, b) || descend(b, a)) continue;
    const link = spouseLinkBetween(kinship, a, b);
    if (link) {
      edges.add(link);
      continue;
    }
    // Siblings: both hang from the same parent box.
    const parents = new Set((edgesTo.get(a) ?? []).map((edge) => edge.from));
    const shared = (edgesTo.get(b) ?? []).find((edge) => parents.has(edge.from));
    if (shared) {
      const first = (edgesTo.get(a) ?? []).find((edge) => edge.from === shared.from);
      if (first) edges.add(first.id);
      edges.add(shared.id);
      if (layout.boxes.has(shared.from)) persons.add(shared.from);
    }
  }
  return { persons, edges };
}
