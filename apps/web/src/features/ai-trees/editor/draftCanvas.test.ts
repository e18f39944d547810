import { computeTreeLayout } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../components/drafts.testing.ts';
import { canvasTreeFromDraft, lifeDateOfDraft } from './draftCanvas.ts';

describe('canvasTreeFromDraft', () => {
  it('draws every node under its temporary id, with the families as couples and their children', () => {
    const tree = canvasTreeFromDraft(sampleDraft());
    expect(tree.persons.map((p) => [p.id, p.name, p.generation])).toEqual([
      ['p1', 'Nguyễn Văn Ấn', 1],
      ['p2', 'Trần Thị Bình', 1],
      ['p3', 'Nguyễn Văn Cường', 2],
    ]);
    expect(tree.families).toEqual([
      {
        id: 'f1',
        father: 'p1',
        mother: 'p2',
        spouses: [],
        children: [{ personId: 'p3', motherId: null, relation: 'birth' }],
      },
    ]);
    // The founder's years and lunar giỗ are what his card shows.
    const founder = tree.persons[0];
    expect(founder?.birth).toEqual({
      solar: { year: 1820, month: null, day: null },
      lunar: null,
      phrase: null,
    });
    expect(founder?.death?.lunar).toEqual({ day: 12, month: 3, year: null, leap: false });
    expect(founder?.deceased).toBe(true);
  });

  it('places the nodes with a stored position where they are, the others by the layout', () => {
    const draft = sampleDraft({ positions: [{ id: 'p3', x: 900, y: 40 }] });
    const tree = canvasTreeFromDraft(draft);
    expect(tree.placedPersonIds).toEqual(['p3']);
    const layout = computeTreeLayout(tree);
    expect(layout.boxes.get('p3')).toMatchObject({ x: 900, y: 40 });
    expect(layout.boxes.size).toBe(3);
    // Without stored positions the layout puts the son a generation below his parents.
    const auto = computeTreeLayout(canvasTreeFromDraft(sampleDraft()));
    expect(auto.boxes.get('p3')?.y).toBeGreaterThan(auto.boxes.get('p1')?.y ?? Number.POSITIVE_INFINITY);
  });

  it('ignores links and positions to nodes the draft does not have', () => {
    const draft = sampleDraft({
      positions: [{ id: 'gone', x: 1, y: 1 }],
      families: [
        {
          id: 'f1',
          fatherId: 'p1',
          motherId: 'gone',
          children: [
            { personId: 'p3', relation: 'adopted' },
            { personId: 'gone', relation: 'birth' },
          ],
          marriage: null,
        },
      ],
    });
    const tree = canvasTreeFromDraft(draft);
    expect(tree.placedPersonIds).toEqual([]);
    expect(tree.families[0]).toMatchObject({
      father: 'p1',
      mother: null,
      children: [{ personId: 'p3', motherId: null, relation: 'adopted' }],
    });
  });
});

describe('lifeDateOfDraft', () => {
  it('keeps the qualified date without its place and drops a day without its month', () => {
    expect(
      lifeDateOfDraft({
        solar: { year: 1850, month: null, day: 3 },
        lunar: { day: 1, month: 2, year: 1850, leap: true },
        qualifier: 'about',
        phrase: 'khoảng',
        place: 'Nam Định',
      }),
    ).toEqual({
      solar: { year: 1850, month: null, day: null },
      lunar: { day: 1, month: 2, year: 1850, leap: true },
      qualifier: 'about',
      phrase: 'khoảng',
    });
    expect(lifeDateOfDraft({ solar: null, lunar: null, phrase: 'không rõ', place: null })).toBeNull();
    expect(lifeDateOfDraft(null)).toBeNull();
  });
});
