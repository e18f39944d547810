import { computeTreeLayout, spouseLinkId } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { buildKinship } from './kinship.ts';
import { pathLine } from './pathLine.ts';
import { smallFamily } from './trees.testing.ts';

describe('pathLine', () => {
  const tree = smallFamily();
  const layout = computeTreeLayout(tree);
  const kinship = buildKinship(tree);
  const edgeTo = (child: string) => layout.edges.find((edge) => edge.to === child)?.id;

  it('draws a nephew up to his father and across to his aunt through their shared parent', () => {
    const line = pathLine(kinship, layout, ['giang', 'duc', 'cuc']);
    expect([...line.persons].sort()).toEqual(['an', 'cuc', 'duc', 'giang']);
    expect(line.edges).toEqual(new Set([edgeTo('giang'), edgeTo('duc'), edgeTo('cuc')]));
  });

  it('draws a marriage as the spouse link, and a child from the mother it hangs under', () => {
    expect(pathLine(kinship, layout, ['an', 'binh']).edges).toEqual(new Set([spouseLinkId('f1', 'binh')]));
    const fromMother = pathLine(kinship, layout, ['binh', 'duc']);
    expect(fromMother.persons.has('duc')).toBe(true);
    expect(fromMother.edges.has(edgeTo('duc') ?? '')).toBe(true);
  });

  it('leaves out persons without a box and draws nothing for a single person', () => {
    expect(pathLine(kinship, layout, ['giang']).edges.size).toBe(0);
    expect(pathLine(kinship, layout, ['nobody', 'giang']).persons).toEqual(new Set(['giang']));
  });
});
