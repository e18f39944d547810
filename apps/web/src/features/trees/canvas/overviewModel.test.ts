import { computeTreeLayout, spouseLinks, styleForGeneration } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { buildKinship } from './kinship.ts';
import { buildOverviewModel } from './overviewModel.ts';
import { smallFamily } from './trees.testing.ts';

describe('overview model', () => {
  it('has every box with its style, name and direction, and the lines between boxes', () => {
    const tree = smallFamily();
    const layout = computeTreeLayout(tree);
    const links = spouseLinks(buildKinship(tree), layout);
    const model = buildOverviewModel(
      layout,
      links,
      new Map(tree.persons.map((p) => [p.id, p])),
      tree.generationSizes,
      buildKinship(tree),
    );
    expect(model.index.size).toBe(5);
    const an = model.index.ids.indexOf('an');
    const labels = model.labels();
    expect(labels.names[an]).toBe('Nguyễn Văn An');
    expect(labels.styles[an]).toEqual(styleForGeneration(tree.generationSizes, 1));
    // Default cards are 110 × 220: the names run in columns.
    expect(labels.vertical.every(Boolean)).toBe(true);
    // Built once, on the first paint that asks.
    expect(model.labels()).toBe(labels);
    expect(model.lines.filter((l) => l.kind === 'spouse')).toHaveLength(links.length);
    expect(model.lines).toHaveLength(layout.edges.length + links.length);
    const toGiang = model.lines.find((l) => model.index.ids[l.to] === 'giang');
    expect(toGiang && model.index.ids[toGiang.from]).toBe('duc');
  });
});
