import { defaultGenerationSizes } from '@giapha/contract';
import { computeTreeLayout, lifeSpanLabel, styleForGeneration } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { canvasTreeOf, testPerson } from './canvas/trees.testing.ts';
import type { CanvasPerson, CanvasTree } from './model.ts';

function person(id: string, generation: number, extra: Partial<CanvasPerson> = {}): CanvasPerson {
  return testPerson({ id, name: `Người ${id}`, generation, ...extra });
}

function tree(extra: Partial<CanvasTree> = {}): CanvasTree {
  return canvasTreeOf(
    [person('a', 1), person('b', 1, { sex: 'female' }), person('c', 2), person('d', 2), person('e', 3)],
    [
      {
        id: 'f1',
        father: 'a',
        mother: 'b',
        spouses: [],
        children: [
          { personId: 'c', motherId: 'b', relation: 'birth' },
          { personId: 'd', motherId: 'b', relation: 'birth' },
        ],
      },
      {
        id: 'f2',
        father: 'c',
        mother: null,
        spouses: [],
        children: [{ personId: 'e', motherId: null, relation: 'birth' }],
      },
    ],
    { id: 't', name: 'Cây', ...extra },
  );
}

describe('computeTreeLayout', () => {
  it('lays every person out, children below their parents, cards sized by their generation', () => {
    const sizes = defaultGenerationSizes();
    sizes['3'] = { ...sizes['3'], width: 90, height: 150 };
    const layout = computeTreeLayout(tree({ generationSizes: sizes }));
    expect([...layout.boxes.keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    const a = layout.boxes.get('a');
    const e = layout.boxes.get('e');
    expect(a && e && e.y > a.y).toBe(true);
    expect(e).toMatchObject({ width: 90, height: 150 });
  });

  it('keeps boxes placed by hand, unless asked to arrange afresh', () => {
    const placed = tree({
      placedPersonIds: ['e'],
      persons: tree().persons.map((p) => (p.id === 'e' ? { ...p, x: 5000, y: 7000 } : p)),
    });
    expect(computeTreeLayout(placed).boxes.get('e')).toMatchObject({ x: 5000, y: 7000 });
    expect(computeTreeLayout(placed).bounds.maxX).toBeGreaterThanOrEqual(5110);
    expect(computeTreeLayout(placed, { ignorePlaced: true }).boxes.get('e')?.x).not.toBe(5000);
  });

  it('leaves out hidden persons (a collapsed branch)', () => {
    const layout = computeTreeLayout(tree(), { hiddenPersonIds: new Set(['e']) });
    expect(layout.boxes.has('e')).toBe(false);
    expect(layout.edges.some((edge) => edge.to === 'e')).toBe(false);
  });
});

describe('styleForGeneration', () => {
  it('generations beyond 5 keep the style of 5; unknown ones take 1', () => {
    const sizes = defaultGenerationSizes();
    expect(styleForGeneration(sizes, 9).fontSize).toBe(11);
    expect(styleForGeneration(sizes, null).fontSize).toBe(15);
    expect(styleForGeneration(sizes, 3).fontSize).toBe(13);
  });
});

describe('lifeSpanLabel', () => {
  it('years when known, else the lunar death day', () => {
    expect(
      lifeSpanLabel(person('x', 1, { birth: { solar: { year: 1920 } }, death: { solar: { year: 1990 } } })),
    ).toBe('1920 – 1990');
    expect(
      lifeSpanLabel(person('y', 1, { deceased: true, death: { lunar: { day: 12, month: 7, leap: false } } })),
    ).toBe('Giỗ 12/7 âm lịch');
  });

  it('qualified years as written, in the short style', () => {
    const about = { solar: { year: 1850 }, qualifier: 'about' as const };
    expect(
      lifeSpanLabel(
        person('x', 1, { deceased: true, birth: about, death: { solar: { year: 1920, month: 5 } } }),
      ),
    ).toBe('k. 1850 – 1920');
    expect(
      lifeSpanLabel(
        person('y', 1, {
          deceased: true,
          birth: { solar: { year: 1850 }, qualifier: 'between', end: { solar: { year: 1860 } } },
          death: { solar: { year: 1920 }, qualifier: 'before' },
        }),
      ),
    ).toBe('1850–1860 – tr. 1920');
    // A rough death has no giỗ to fall back on.
    expect(
      lifeSpanLabel(
        person('z', 1, {
          deceased: true,
          death: { lunar: { day: 12, month: 7, leap: false }, qualifier: 'about' },
        }),
      ),
    ).toBe('');
  });
});
