// The short lines the canvas draws between a head and each wife beside him (the tree's other lines are
// the layout's edges). Shared by the canvas and the server's painted tree view.
import type { TreeLayout } from '../layout.ts';

/** A family as far as its couples go (the contract's family, or the canvas' kinship of it). */
export interface CoupleFamily {
  id: string;
  father: string | null;
  mother: string | null;
  spouses: readonly string[];
}

/** The id of the line drawn between a head and a wife beside him (see `spouseLinks`). */
export function spouseLinkId(familyId: string, wifeId: string): string {
  return `spouse:${familyId}:${wifeId}`;
}

export interface SpouseLink {
  id: string;
  /** The left box of the two. */
  left: string;
  right: string;
}

/** A short line between a head and each of his wives that has a box on the same row. */
export function spouseLinks(
  kinship: { families: ReadonlyMap<string, CoupleFamily> },
  layout: TreeLayout,
): SpouseLink[] {
  const links: SpouseLink[] = [];
  for (const family of kinship.families.values()) {
    const head = family.father;
    const headBox = head ? layout.boxes.get(head) : undefined;
    if (!head || !headBox) continue;
    for (const wife of [family.mother, ...family.spouses]) {
      const wifeBox = wife ? layout.boxes.get(wife) : undefined;
      if (!wife || !wifeBox || Math.abs(wifeBox.y - headBox.y) > 1) continue;
      const headLeft = headBox.x <= wifeBox.x;
      links.push({
        id: spouseLinkId(family.id, wife),
        left: headLeft ? head : wife,
        right: headLeft ? wife : head,
      });
    }
  }
  return links;
}
