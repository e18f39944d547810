import { defaultGenerationSizes } from '@giapha/contract';
import { computeTreeLayout } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { FONT_ASCENT, FONT_DESCENT, measureText } from './metrics.ts';
import { type Box, buildPosterScene, fitLines, type PosterScene, posterSize } from './poster.ts';
import { sampleCanvasTree } from './sample-tree.ts';

const inside = (inner: Box, outer: Box, slack = 0.01) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

/** Every run of text on every card stays inside the card (no text cut by the border). */
function expectTextInsideCards(scene: PosterScene) {
  for (const card of scene.cards) {
    for (const text of card.texts) {
      for (const piece of text.pieces) {
        const width = measureText(piece.text, text.size, text.bold);
        const box = {
          x: piece.x - width / 2,
          y: piece.y - text.size * (text.vertical ? 0.75 : FONT_ASCENT * 0.75),
          width,
          height: text.size * (text.vertical ? 0.75 : FONT_ASCENT * 0.75 + FONT_DESCENT * 0.5),
        };
        if (!inside(box, card)) {
          throw new Error(
            `"${piece.text}" of ${card.name} leaves its card: ${JSON.stringify({ box, card })}`,
          );
        }
      }
    }
  }
}

function expectNoOverlaps(boxes: Box[]) {
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j]!.x < sorted[i]!.x + sorted[i]!.width; j++) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      const overlapY = a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlapY && b.x < a.x + a.width - 0.01).toBe(false);
    }
  }
}

describe('buildPosterScene', () => {
  const tree = sampleCanvasTree({ persons: 300, generations: 10 });
  const layout = computeTreeLayout(tree);

  it('puts the banner above the bands and the bands behind every card', () => {
    const scene = buildPosterScene(tree, layout);
    const banner = scene.rects.find((r) => r.fill === '#8e1b1b')!;
    expect(banner).toBeDefined();
    const firstBand = scene.bands[0]!.rects[0]!;
    expect(banner.y + banner.height).toBeLessThan(firstBand.y);
    for (const card of scene.cards) {
      expect(card.y).toBeGreaterThan(banner.y + banner.height);
      const band = scene.bands.find((b) => b.generation === card.generation)!.rects[0]!;
      expect(inside(card, band)).toBe(true);
    }
    const poster = { x: 0, y: 0, width: scene.width, height: scene.height };
    for (const card of scene.cards) expect(inside(card, poster)).toBe(true);
    expect(posterSize(tree, layout)).toEqual({ width: scene.width, height: scene.height });
  });

  it('keeps cards apart and every text inside its card, horizontal or vertical', () => {
    const scene = buildPosterScene(tree, layout);
    expectNoOverlaps(scene.cards);
    expectTextInsideCards(scene);
    expectTextInsideCards(buildPosterScene(tree, layout, { verticalNamesFrom: 2 }));
  });

  it('fits long names and small cards by shrinking, wrapping or adding columns', () => {
    const small = sampleCanvasTree({ persons: 40, generations: 4 });
    const style = { ...defaultGenerationSizes()['1'], width: 60, height: 120, fontSize: 13 };
    small.generationSizes = { '1': style, '2': style, '3': style, '4': style, '5': style };
    small.persons[3]!.name = 'Tôn Nữ Hoàng Phương Thảo Nguyên Khánh Chi';
    small.persons[4]!.name = 'Nguyễnvănthậtlàdàikhôngcódấucách';
    const smallLayout = computeTreeLayout(small);
    expectTextInsideCards(buildPosterScene(small, smallLayout));
    expectTextInsideCards(buildPosterScene(small, smallLayout, { verticalNamesFrom: 1 }));
  });

  it('labels the cards with their generation and their years', () => {
    const scene = buildPosterScene(tree, layout);
    const founder = scene.cards.find((c) => c.personId === tree.persons[0]!.id)!;
    expect(founder.texts.map((t) => t.role)).toEqual(['generation', 'years', 'name']);
    expect(founder.texts[0]!.pieces[0]!.text).toBe('Đời 1');
  });

  it('is only a banner for an empty tree', () => {
    const empty = { ...tree, persons: [], families: [] };
    const scene = buildPosterScene(empty, computeTreeLayout(empty));
    expect(scene.cards).toHaveLength(0);
    expect(scene.bands).toHaveLength(0);
    expect(scene.width).toBeGreaterThan(400);
    expect(scene.texts[0]!.pieces[0]!.text).toBe('Gia phả họ Nguyễn Đình');
  });
});

describe('fitLines', () => {
  it('wraps at word boundaries and keeps the spaces for the text content', () => {
    const fitted = fitLines('Nguyễn Văn Thành', 60, 200, 12, 6, false);
    expect(fitted.size).toBe(12);
    expect(fitted.lines.map((l) => l.text + l.sep).join('')).toBe('Nguyễn Văn Thành');
    expect(fitted.lines.length).toBeGreaterThan(1);
    for (const line of fitted.lines) expect(measureText(line.text, fitted.size)).toBeLessThanOrEqual(60);
  });

  it('shrinks when the height is short', () => {
    const fitted = fitLines('Nguyễn Văn Thành', 60, 16, 12, 4, false);
    expect(fitted.size).toBeLessThan(12);
    expect(fitted.lines.length * fitted.size * 1.22).toBeLessThanOrEqual(16.001);
  });
});
