import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { list, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { publicTree } from '../../../test/tree-samples.ts';
import { BranchPage, groupTrees } from './BranchPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WHOLE = publicTree({
  _id: 't1',
  name: 'Gia phả họ Nguyễn',
  description: 'Mười hai đời, từ cụ Thủy tổ.',
  personCount: 1250,
  generationCount: 12,
});
const OTHER_WHOLE = publicTree({ _id: 't9', name: 'Gia phả họ Nguyễn Đình' });
const BRANCH = publicTree({
  _id: 't2',
  name: 'Chi Nguyễn Văn Đức',
  type: 'split',
  sourceTreeId: 't1',
  personCount: 42,
  generationCount: 6,
});
const SUB_BRANCH = publicTree({ _id: 't3', name: 'Nhánh ông Hòa', type: 'split', sourceTreeId: 't2' });
const ORPHAN = publicTree({ _id: 't4', name: 'Chi họ ngoại', type: 'split', sourceTreeId: 'private' });

describe('groupTrees', () => {
  it('hangs each branch under its whole tree, even a branch of a branch', () => {
    const { groups, otherBranches } = groupTrees([BRANCH, WHOLE, SUB_BRANCH, OTHER_WHOLE, ORPHAN]);
    expect(groups.map((group) => group.tree._id)).toEqual(['t1', 't9']);
    expect(groups[0]?.branches.map((entry) => [entry.tree._id, entry.splitFrom?._id ?? null])).toEqual([
      ['t2', null],
      ['t3', 't2'],
    ]);
    expect(groups[1]?.branches).toEqual([]);
    expect(otherBranches.map((tree) => tree._id)).toEqual(['t4']);
  });

  it('survives branches that point at each other', () => {
    const a = publicTree({ _id: 'a', name: 'A', type: 'split', sourceTreeId: 'b' });
    const b = publicTree({ _id: 'b', name: 'B', type: 'split', sourceTreeId: 'a' });
    expect(groupTrees([a, b]).otherBranches).toHaveLength(2);
  });
});

describe('BranchPage', () => {
  it('lists the whole trees, then their branches, each opening in the viewer', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/trees': () => list([WHOLE, BRANCH, SUB_BRANCH, ORPHAN]),
    });
    renderPublicRoutes([{ path: '/branch', element: <BranchPage /> }], '/branch');

    const whole = await screen.findByRole('region', { name: 'Gia phả họ Nguyễn' });
    expect(within(whole).getByText('Mười hai đời, từ cụ Thủy tổ.')).toBeTruthy();
    expect(within(whole).getByText('1.250 người')).toBeTruthy();
    expect(within(whole).getByText('12 đời')).toBeTruthy();
    expect(within(whole).getByText('2 chi, nhánh tách từ cây này')).toBeTruthy();
    expect(within(whole).getByRole('link', { name: 'Xem cây Chi Nguyễn Văn Đức' }).getAttribute('href')).toBe(
      '/family-tree?id=t2',
    );
    expect(within(whole).getByText('Tách từ Chi Nguyễn Văn Đức')).toBeTruthy();
    // The whole tree's own button comes before its branches'.
    const links = within(whole).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('/family-tree?id=t1');

    const others = screen.getByRole('region', { name: 'Các chi, nhánh khác' });
    expect(within(others).getByRole('link', { name: 'Xem cây Chi họ ngoại' }).getAttribute('href')).toBe(
      '/family-tree?id=t4',
    );
  });

  it('says when the clan has no public tree', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/trees': () => list([]) });
    renderPublicRoutes([{ path: '/branch', element: <BranchPage /> }], '/branch');
    expect(await screen.findByText('Dòng họ chưa công khai cây gia phả nào')).toBeTruthy();
  });
});
