import { computeTreeLayout, spouseLinks } from '@giapha/genealogy';
import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { marriedInPersons } from './cardLabels.ts';
import { INITIAL_CULL } from './culling.ts';
import { DECOR_ID_PREFIX } from './DecorNode.tsx';
import {
  branchHeadsOf,
  type CardsSource,
  decorFlowNodes,
  flowEdges,
  personHandles,
  personNode,
  planPersonCard,
} from './flowElements.ts';
import { ancestorLine, buildKinship } from './kinship.ts';
import { smallFamily } from './trees.testing.ts';

describe('canvas flow elements', () => {
  const tree = smallFamily({ splitPersonIds: ['duc'] });
  const layout = computeTreeLayout(tree);
  const kinship = buildKinship(tree);
  const line = ancestorLine(kinship, layout, 'giang');
  const source: CardsSource = {
    layout,
    personsById: new Map(tree.persons.map((p) => [p.id, p])),
    dropped: null,
    generationSizes: tree.generationSizes,
    collapsedSets: new Map(),
    selectedId: 'giang',
    line,
    kinship,
    hidden: new Set(),
    branchHeads: branchHeadsOf(kinship, layout),
    splitIds: new Set(tree.splitPersonIds),
    editable: false,
    meId: null,
    focus: null,
    marriedIn: marriedInPersons(kinship),
  };

  it('plans a card from its box, its marks and its toggle', () => {
    const giang = planPersonCard('giang', source);
    const box = layout.boxes.get('giang');
    expect(giang?.position).toEqual({ x: box?.x, y: box?.y });
    expect(giang?.data).toMatchObject({
      selected: true,
      onLine: true,
      expandable: false,
      hasSplitTree: false,
    });
    // Đức heads a family with a child and has a split tree; An is on Giang's line.
    expect(planPersonCard('duc', source)?.data).toMatchObject({
      selected: false,
      onLine: true,
      expandable: true,
      hasSplitTree: true,
    });
    expect(planPersonCard('cuc', source)?.data.onLine).toBe(false);
    expect(planPersonCard('nobody', source)).toBeNull();
    // Bình married An, the founder: a daughter-in-law of the clan; An is not an in-law.
    expect(planPersonCard('binh', source)?.data.inLaw).toBe('Dâu');
    expect(planPersonCard('an', source)?.data.inLaw).toBeNull();
  });

  it('marks the member’s own card and fades the cards outside the focus view', () => {
    const focused = { ...source, meId: 'giang', focus: new Set(['an', 'duc', 'giang']) };
    expect(planPersonCard('giang', focused)?.data).toMatchObject({ isMe: true, faded: false });
    expect(planPersonCard('cuc', focused)?.data).toMatchObject({ isMe: false, faded: true });
    expect(planPersonCard('cuc', focused)?.key).not.toBe(planPersonCard('cuc', source)?.key);
  });

  it('a dragged card keeps where it was dropped; a change of what it shows changes its key', () => {
    const moved = planPersonCard('cuc', { ...source, dropped: new Map([['cuc', { x: 5, y: 6 }]]) });
    expect(moved?.position).toEqual({ x: 5, y: 6 });
    const plain = planPersonCard('cuc', source);
    expect(planPersonCard('cuc', { ...source })?.key).toBe(plain?.key);
    expect(moved?.key).not.toBe(plain?.key);
    expect(planPersonCard('cuc', { ...source, selectedId: 'cuc' })?.key).not.toBe(plain?.key);
    expect(planPersonCard('cuc', { ...source, editable: true })?.key).not.toBe(plain?.key);
  });

  it('builds a measured node with its four handles, above the others when selected', () => {
    const plan = planPersonCard('giang', source);
    if (!plan) throw new Error('no card for Giang');
    const node = personNode('giang', plan, true);
    expect(node).toMatchObject({
      id: 'giang',
      type: 'person',
      measured: { width: plan.data.width, height: plan.data.height },
      draggable: true,
      selectable: false,
      ariaLabel: 'Nguyễn Văn Giang',
      zIndex: 2,
    });
    expect(personHandles(100, 200).map((h) => [h.id, h.type, h.position, h.x, h.y])).toEqual([
      ['t', 'target', Position.Top, 49.5, 0],
      ['b', 'source', Position.Bottom, 49.5, 199],
      ['l', 'target', Position.Left, 0, 99.5],
      ['r', 'source', Position.Right, 99, 99.5],
    ]);
  });

  it('draws only the lines whose two ends are mounted, marking those on the ancestor line', () => {
    const links = spouseLinks(kinship, layout);
    const all = flowEdges(new Set(layout.boxes.keys()), layout, links, line);
    expect(all).toHaveLength(layout.edges.length + links.length);
    expect(all.filter((e) => e.className?.includes('onLine')).map((e) => e.target)).toEqual(['duc', 'giang']);
    expect(all.find((e) => e.type === 'straight')).toMatchObject({ source: 'an', target: 'binh' });
    const some = flowEdges(new Set(['an', 'duc']), layout, links, line);
    expect(some.map((e) => [e.source, e.target])).toEqual([['an', 'duc']]);
  });

  it('gives the decorations in the mounted window, none before the first view', () => {
    const banner = {
      id: 'banner',
      type: 'text' as const,
      x: 0,
      y: -120,
      width: 300,
      height: 60,
      data: { text: 'Gia phả họ Nguyễn', fontSize: 32, color: '#7a1f1f', background: null },
    };
    const far = { ...banner, id: 'far', x: 5000 };
    const window = { minX: -100, minY: -200, maxX: 1000, maxY: 800 };
    const cull = { mode: 'nodes' as const, window, ids: [], model: null, ready: true };
    expect(decorFlowNodes([banner, far], null, INITIAL_CULL, null, false)).toEqual([]);
    const nodes = decorFlowNodes([banner, far], null, cull, 'banner', true);
    expect(nodes.map((n) => n.id)).toEqual([`${DECOR_ID_PREFIX}banner`]);
    expect(nodes[0]).toMatchObject({ zIndex: -1, draggable: true, ariaLabel: 'Gia phả họ Nguyễn' });
    expect(nodes[0]?.data.selected).toBe(true);
    // In the overview every decoration is given; a dropped one is where it was dropped.
    const dropped = new Map([[`${DECOR_ID_PREFIX}far`, { x: 1, y: 2 }]]);
    const overview = { ...cull, mode: 'overview' as const, window: null };
    expect(decorFlowNodes([banner, far], dropped, overview, null, false).map((n) => n.position)).toEqual([
      { x: 0, y: -120 },
      { x: 1, y: 2 },
    ]);
  });
});
