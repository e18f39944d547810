// What the zoomed-out canvas draws instead of unreadable cards (issue 23): a band per generation
// ("Đời N", labelled at the left edge) and an outline around each branch — the lines of the children of
// the first person with more than one child going down from the founder — with the branch head's name
// and how many persons it holds. Built once per drawn layout; linear in persons + listings.
import { ancestorOf, type Rect, type TreeLayout } from '@giapha/genealogy';
import type { CanvasPerson } from '../model.ts';
import type { TreeKinship } from './kinship.ts';

export interface GenerationBand {
  generation: number;
  minY: number;
  maxY: number;
}

export interface BranchOutline {
  headId: string;
  /** "Nhánh <name> · N người". */
  label: string;
  count: number;
  rect: Rect;
}

export interface TreeStructure {
  bands: GenerationBand[];
  branches: BranchOutline[];
}

/** More outlines than this would not be read: the first ones (left to right) are drawn. */
const MAX_BRANCHES = 60;
const NONE: readonly string[] = [];

export function generationBands(
  layout: TreeLayout,
  personsById: ReadonlyMap<string, Pick<CanvasPerson, 'generation'>>,
): GenerationBand[] {
  const byGeneration = new Map<number, GenerationBand>();
  for (const [id, box] of layout.boxes) {
    const generation = personsById.get(id)?.generation;
    if (generation === null || generation === undefined) continue;
    const band = byGeneration.get(generation);
    if (!band) byGeneration.set(generation, { generation, minY: box.y, maxY: box.y + box.height });
    else {
      band.minY = Math.min(band.minY, box.y);
      band.maxY = Math.max(band.maxY, box.y + box.height);
    }
  }
  return [...byGeneration.values()].sort((a, b) => a.generation - b.generation);
}

/** The persons heading the branches: from the founder down a single line to the first split. */
export function branchHeads(layout: TreeLayout, kinship: TreeKinship): string[] {
  let current = ancestorOf(layout);
  const seen = new Set<string>();
  while (current && !seen.has(current)) {
    seen.add(current);
    const children = (kinship.childrenOf.get(current) ?? NONE).filter(
      (id) => layout.boxes.has(id) && !seen.has(id),
    );
    if (children.length === 0) return [];
    if (children.length > 1) return children;
    current = children[0]!;
  }
  return [];
}

export function branchOutlines(
  layout: TreeLayout,
  kinship: TreeKinship,
  personsById: ReadonlyMap<string, Pick<CanvasPerson, 'name'>>,
): BranchOutline[] {
  const heads = branchHeads(layout, kinship);
  const out: BranchOutline[] = [];
  const taken = new Set<string>();
  for (const head of heads) {
    // Descendants (a person listed under two heads counts in the first), then the spouses beside them.
    const members = new Set<string>();
    const stack = [head];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (members.has(id) || taken.has(id)) continue;
      members.add(id);
      for (const child of kinship.childrenOf.get(id) ?? NONE) stack.push(child);
    }
    for (const id of [...members]) {
      for (const partner of kinship.partnersOf.get(id) ?? NONE) {
        if (!kinship.isChild.has(partner) && !taken.has(partner)) members.add(partner);
      }
    }
    const rect = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    let count = 0;
    for (const id of members) {
      taken.add(id);
      const box = layout.boxes.get(id);
      if (!box) continue;
      count++;
      rect.minX = Math.min(rect.minX, box.x);
      rect.minY = Math.min(rect.minY, box.y);
      rect.maxX = Math.max(rect.maxX, box.x + box.width);
      rect.maxY = Math.max(rect.maxY, box.y + box.height);
    }
    if (count === 0) continue;
    const name = personsById.get(head)?.name ?? '';
    out.push({ headId: head, label: `Nhánh ${name} · ${count.toLocaleString('vi-VN')} người`, count, rect });
  }
  return out.sort((a, b) => a.rect.minX - b.rect.minX).slice(0, MAX_BRANCHES);
}

export function buildStructure(
  layout: TreeLayout,
  kinship: TreeKinship,
  personsById: ReadonlyMap<string, Pick<CanvasPerson, 'name' | 'generation'>>,
): TreeStructure {
  return {
    bands: generationBands(layout, personsById),
    branches: branchOutlines(layout, kinship, personsById),
  };
}
