import { computeTreeLayout } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { buildKinship } from './kinship.ts';
import { branchHeads, buildStructure } from './structure.ts';
import { sampleCanvasTree, smallFamily } from './trees.testing.ts';

describe('the zoomed-out structure', () => {
  it('has a band per generation and an outline per branch of the founder’s children', () => {
    const tree = smallFamily();
    const layout = computeTreeLayout(tree);
    const kinship = buildKinship(tree);
    const structure = buildStructure(layout, kinship, new Map(tree.persons.map((p) => [p.id, p])));
    expect(structure.bands.map((b) => b.generation)).toEqual([1, 2, 3]);
    for (const band of structure.bands) expect(band.maxY).toBeGreaterThan(band.minY);
    expect(branchHeads(layout, kinship).sort()).toEqual(['cuc', 'duc']);
    const labels = structure.branches.map((b) => b.label);
    expect(labels).toContain('Nhánh Nguyễn Văn Đức · 2 người');
    expect(labels).toContain('Nhánh Nguyễn Thị Cúc · 1 người');
    const duc = structure.branches.find((b) => b.headId === 'duc');
    const giang = layout.boxes.get('giang');
    expect(duc && giang && duc.rect.maxY).toBe(giang ? giang.y + giang.height : -1);
  });

  it('counts every person of a big tree in one branch at most', () => {
    const tree = sampleCanvasTree(2000, 18);
    const layout = computeTreeLayout(tree);
    const structure = buildStructure(layout, buildKinship(tree), new Map(tree.persons.map((p) => [p.id, p])));
    expect(structure.bands.length).toBe(18);
    expect(structure.branches.length).toBeGreaterThan(1);
    const total = structure.branches.reduce((sum, b) => sum + b.count, 0);
    expect(total).toBeLessThanOrEqual(layout.boxes.size);
    expect(total).toBeGreaterThan(layout.boxes.size / 2);
  });
});
