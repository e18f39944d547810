import { MENU_MAX_CHILDREN, type MenuChild, type MenuItem } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { childrenListId, moveItem, ROOT_LIST_ID, reorderPayload } from './menuTree.ts';

function child(id: string, parentId: string, position: number): MenuChild {
  return {
    id,
    label: id,
    url: `/${id}`,
    openInNewTab: false,
    parentId,
    position,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function item(id: string, position: number, children: string[] = []): MenuItem {
  return {
    ...child(id, '', position),
    parentId: null,
    children: children.map((childId, index) => child(childId, id, index)),
  };
}

const tree: MenuItem[] = [
  item('home', 0),
  item('news', 1, ['events', 'notices']),
  item('tree', 2, ['branches']),
];

const ids = (menu: MenuItem[]) => menu.map((entry) => [entry.id, entry.children.map((c) => c.id)]);

describe('moveItem', () => {
  it('reorders top-level items and renumbers their positions', () => {
    const moved = moveItem(
      tree,
      { droppableId: ROOT_LIST_ID, index: 0 },
      { droppableId: ROOT_LIST_ID, index: 2 },
    );
    expect(ids(moved)).toEqual([
      ['news', ['events', 'notices']],
      ['tree', ['branches']],
      ['home', []],
    ]);
    expect(moved.map((entry) => entry.position)).toEqual([0, 1, 2]);
    // The input is left as it was.
    expect(ids(tree)[0]).toEqual(['home', []]);
  });

  it('reorders sub-items within their parent', () => {
    const moved = moveItem(
      tree,
      { droppableId: childrenListId('news'), index: 1 },
      { droppableId: childrenListId('news'), index: 0 },
    );
    expect(moved[1]?.children.map((c) => [c.id, c.position, c.parentId])).toEqual([
      ['notices', 0, 'news'],
      ['events', 1, 'news'],
    ]);
  });

  it('moves a sub-item under another parent', () => {
    const moved = moveItem(
      tree,
      { droppableId: childrenListId('news'), index: 0 },
      { droppableId: childrenListId('tree'), index: 1 },
    );
    expect(ids(moved)).toEqual([
      ['home', []],
      ['news', ['notices']],
      ['tree', ['branches', 'events']],
    ]);
    expect(moved[2]?.children[1]).toMatchObject({ id: 'events', parentId: 'tree', position: 1 });
    expect(moved[1]?.children[0]).toMatchObject({ id: 'notices', position: 0 });
  });

  it('leaves the tree as it was for a drop outside a list, on the same place, or across levels', () => {
    const source = { droppableId: ROOT_LIST_ID, index: 1 };
    expect(moveItem(tree, source, null)).toBe(tree);
    expect(moveItem(tree, source, source)).toBe(tree);
    expect(moveItem(tree, source, { droppableId: childrenListId('tree'), index: 0 })).toBe(tree);
    expect(
      moveItem(
        tree,
        { droppableId: childrenListId('news'), index: 0 },
        { droppableId: ROOT_LIST_ID, index: 0 },
      ),
    ).toBe(tree);
    expect(moveItem(tree, source, { droppableId: 'somewhere-else', index: 0 })).toBe(tree);
  });

  it('refuses to fill a parent beyond the menu’s limit', () => {
    const full = item(
      'full',
      1,
      Array.from({ length: MENU_MAX_CHILDREN }, (_, index) => `c${index}`),
    );
    const crowded = [item('news', 0, ['events']), full];
    expect(
      moveItem(
        crowded,
        { droppableId: childrenListId('news'), index: 0 },
        { droppableId: childrenListId('full'), index: 0 },
      ),
    ).toBe(crowded);
  });
});

describe('reorderPayload', () => {
  it('lists every item with its parent and its position at its level', () => {
    const moved = moveItem(
      tree,
      { droppableId: ROOT_LIST_ID, index: 2 },
      { droppableId: ROOT_LIST_ID, index: 0 },
    );
    expect(reorderPayload(moved).items).toEqual([
      { id: 'tree', parentId: null, position: 0 },
      { id: 'branches', parentId: 'tree', position: 0 },
      { id: 'home', parentId: null, position: 1 },
      { id: 'news', parentId: null, position: 2 },
      { id: 'events', parentId: 'news', position: 0 },
      { id: 'notices', parentId: 'news', position: 1 },
    ]);
  });
});
