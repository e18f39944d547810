// The overview's model of a layout (what overview.ts draws and the culling queries): the boxes in a
// grid index, each with its generation style, name and text direction, the lines between them, and
// the generation bands and branch outlines drawn when zoomed out.

import {
  BoxIndex,
  isVerticalCard,
  type SpouseLink,
  styleForGeneration,
  type TreeLayout,
} from '@giapha/genealogy';
import type { CanvasPerson, CanvasTree } from '../model.ts';
import type { TreeKinship } from './kinship.ts';
import type { OverviewLabels, OverviewLine, OverviewModel } from './overview.ts';
import { buildStructure, type TreeStructure } from './structure.ts';

export function buildOverviewModel(
  layout: TreeLayout,
  links: readonly SpouseLink[],
  personsById: ReadonlyMap<string, CanvasPerson>,
  generationSizes: CanvasTree['generationSizes'],
  kinship: TreeKinship,
): OverviewModel {
  const index = new BoxIndex(layout);
  const position = new Map(index.ids.map((id, i) => [id, i]));
  const lines: OverviewLine[] = [];
  let labels: OverviewLabels | null = null;
  let structure: TreeStructure | null = null;
  for (const edge of layout.edges) {
    const from = position.get(edge.from);
    const to = position.get(edge.to);
    if (from !== undefined && to !== undefined) lines.push({ id: edge.id, from, to, kind: edge.kind });
  }
  for (const link of links) {
    const from = position.get(link.left);
    const to = position.get(link.right);
    if (from !== undefined && to !== undefined) lines.push({ id: link.id, from, to, kind: 'spouse' });
  }
  return {
    index,
    lines,
    labels: () => {
      labels ??= {
        styles: index.ids.map((id) =>
          styleForGeneration(generationSizes, personsById.get(id)?.generation ?? null),
        ),
        names: index.ids.map((id) => personsById.get(id)?.name ?? ''),
        vertical: index.boxes.map((box) => isVerticalCard(box.width, box.height)),
      };
      return labels;
    },
    structure: () => {
      structure ??= buildStructure(layout, kinship, personsById);
      return structure;
    },
  };
}
