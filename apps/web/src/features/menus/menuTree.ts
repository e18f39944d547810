import { MENU_MAX_CHILDREN, type MenuChild, type MenuItem, type ReorderMenusBody } from '@giapha/contract';
import { moveInArray } from '../../lib/move-in-array.ts';

/** Where a dragged item was or is dropped: a list (top level or one item's sub-items) and an index in it. */
export interface TreeLocation {
  droppableId: string;
  index: number;
}

/** The top-level list's id; each item's sub-items are the list `children:{id}`. */
export const ROOT_LIST_ID = 'menu-root';
export const childrenListId = (parentId: string) => `children:${parentId}`;

/** The parent a list belongs to: null for the top level, undefined for a list this tree does not know. */
function parentOfList(listId: string): string | null | undefined {
  if (listId === ROOT_LIST_ID) return null;
  return listId.startsWith('children:') ? listId.slice('children:'.length) : undefined;
}

/** Positions follow the order on screen, from 0 at each level; sub-items point at their parent. */
function renumber(tree: readonly MenuItem[]): MenuItem[] {
  return tree.map((item, position) => ({
    ...item,
    parentId: null,
    position,
    children: item.children.map((child, childPosition) => ({
      ...child,
      parentId: item.id,
      position: childPosition,
    })),
  }));
}

/** A drop that would put more sub-items under a parent than a menu allows. */
export function isParentFull(
  tree: readonly MenuItem[],
  source: TreeLocation,
  destination: TreeLocation,
): boolean {
  if (source.droppableId === destination.droppableId) return false;
  const parentId = parentOfList(destination.droppableId);
  const parent = parentId ? tree.find((item) => item.id === parentId) : undefined;
  return parent !== undefined && parent.children.length >= MENU_MAX_CHILDREN;
}

/**
 * The tree after a drag: top-level items reorder among themselves; a sub-item reorders within its parent
 * or moves under another parent. Anything else (a top-level item dropped among sub-items, a sub-item
 * dropped on the top level, a full parent, an unknown list) leaves the tree as it was — the same array,
 * so the caller can tell nothing moved.
 */
export function moveItem(
  tree: MenuItem[],
  source: TreeLocation,
  destination: TreeLocation | null | undefined,
): MenuItem[] {
  if (!destination) return tree;
  if (source.droppableId === destination.droppableId && source.index === destination.index) return tree;
  const sourceParentId = parentOfList(source.droppableId);
  const destinationParentId = parentOfList(destination.droppableId);
  if (sourceParentId === undefined || destinationParentId === undefined) return tree;

  if (sourceParentId === null) {
    // Only a top-level item without sub-items could become one; the edit form does that, not a drag.
    if (destinationParentId !== null || source.index >= tree.length) return tree;
    return renumber(moveInArray(tree, source.index, Math.min(destination.index, tree.length - 1)));
  }
  if (destinationParentId === null) return tree;

  const from = tree.find((item) => item.id === sourceParentId);
  const to = tree.find((item) => item.id === destinationParentId);
  const moved: MenuChild | undefined = from?.children[source.index];
  if (!from || !to || !moved) return tree;

  if (from.id === to.id) {
    const target = Math.min(destination.index, from.children.length - 1);
    return renumber(
      tree.map((item) =>
        item.id === from.id ? { ...item, children: moveInArray(item.children, source.index, target) } : item,
      ),
    );
  }
  if (isParentFull(tree, source, destination)) return tree;
  const received = [...to.children];
  received.splice(Math.min(destination.index, received.length), 0, moved);
  return renumber(
    tree.map((item) => {
      if (item.id === from.id)
        return { ...item, children: item.children.filter((child) => child.id !== moved.id) };
      if (item.id === to.id) return { ...item, children: received };
      return item;
    }),
  );
}

/** PUT /api/menus/reorder's body: every item's parent and position, as the tree now stands. */
export function reorderPayload(tree: readonly MenuItem[]): ReorderMenusBody {
  return {
    items: tree.flatMap((item, position) => [
      { id: item.id, parentId: null, position },
      ...item.children.map((child, childPosition) => ({
        id: child.id,
        parentId: item.id,
        position: childPosition,
      })),
    ]),
  };
}
