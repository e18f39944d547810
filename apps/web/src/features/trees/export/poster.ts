// The poster both exports draw (SVG and PDF): a title banner, generation bands labelled `Đời N` on the
// left, cards in the generation styles and elbow lines from parents to children. Everything is placed
// here, in layout pixels, so the two renderers only translate shapes and never decide anything.
// The parts live in ./poster/: geometry (frame), border and bands (decorations), cards, lines, text.

import type { TreeLayout } from '@giapha/genealogy';
import type { CanvasTree } from '../model.ts';
import { buildCard, generationOfRow } from './poster/card.ts';
import { frameAndBanner, generationBands } from './poster/decorations.ts';
import { posterFrame } from './poster/frame.ts';
import { buildLines } from './poster/lines.ts';
import { POSTER_COLORS, type PosterCard, type PosterOptions, type PosterScene } from './poster/scene.ts';

export { posterSize } from './poster/frame.ts';
export type {
  Box,
  PosterBand,
  PosterCard,
  PosterLines,
  PosterOptions,
  PosterPiece,
  PosterRect,
  PosterScene,
  PosterText,
  PosterTextRole,
} from './poster/scene.ts';
export { POSTER_COLORS } from './poster/scene.ts';
export { cleanText, fitLines } from './poster/text.ts';
export { fitVertical } from './poster/vertical-text.ts';

/** Places the whole poster in layout pixels (one layout pixel is one unit of the SVG's viewBox). */
export function buildPosterScene(
  tree: CanvasTree,
  layout: TreeLayout,
  options: PosterOptions = {},
): PosterScene {
  const verticalFrom =
    typeof options.verticalNamesFrom === 'number' && Number.isFinite(options.verticalNamesFrom)
      ? options.verticalNamesFrom
      : null;
  const frame = posterFrame(tree, layout, options);
  const { width, height, ox, oy } = frame;
  const { rects, texts } = frameAndBanner(frame);
  const bands = generationBands(frame);
  const lines = buildLines(tree, layout, ox, oy);

  const persons = new Map(tree.persons.map((p) => [p.id, p]));
  const cards: PosterCard[] = [];
  for (const [id, box] of layout.boxes) {
    const person = persons.get(id);
    if (!person) continue;
    cards.push(
      buildCard(person, box, generationOfRow(layout, box), tree, box.x + ox, box.y + oy, verticalFrom),
    );
  }

  return {
    width,
    height,
    background: POSTER_COLORS.background,
    title: frame.title,
    rects,
    texts,
    bands,
    lines,
    cards,
    personCount: layout.boxes.size,
    generationCount: frame.rows.length,
  };
}
