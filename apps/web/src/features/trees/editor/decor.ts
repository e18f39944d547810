// The editor's edits of a tree's decor list: pure functions, each returning the whole new list that
// is saved with PUT /api/tree/{id}/decor-nodes (and the previous list is what undo saves back).
import { type DecorNode, type ImageDecorData, type TextDecorData, textDecorSize } from '@giapha/contract';

export type DecorDraft =
  | { type: 'text'; data: TextDecorData }
  | { type: 'image'; data: ImageDecorData; width: number };

interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Room between a new decor and the first row of cards. */
export const DECOR_GAP = 40;

/** The size a draft is stored with (an image is square until resized). */
export function draftSize(draft: DecorDraft): { width: number; height: number } {
  return draft.type === 'text' ? textDecorSize(draft.data) : { width: draft.width, height: draft.width };
}

/** A new decor centred above the tree's first row (the layout's bounds). */
export function newDecor(draft: DecorDraft, bounds: Bounds, id: string): DecorNode {
  const { width, height } = draftSize(draft);
  return {
    id,
    type: draft.type,
    x: Math.round((bounds.minX + bounds.maxX) / 2 - width / 2),
    y: Math.round(bounds.minY - DECOR_GAP - height),
    width,
    height,
    data: { ...draft.data },
  };
}

export function addDecor(list: readonly DecorNode[], decor: DecorNode): DecorNode[] {
  return [...list.filter((d) => d.id !== decor.id), decor];
}

export function moveDecor(list: readonly DecorNode[], id: string, x: number, y: number): DecorNode[] {
  return list.map((d) => (d.id === id ? { ...d, x: Math.round(x), y: Math.round(y) } : d));
}

/** New content for a decor: same place, new data and size. */
export function updateDecor(list: readonly DecorNode[], id: string, draft: DecorDraft): DecorNode[] {
  const { width, height } = draftSize(draft);
  return list.map((d) =>
    d.id === id ? { ...d, type: draft.type, width, height, data: { ...draft.data } } : d,
  );
}

export function deleteDecor(list: readonly DecorNode[], id: string): DecorNode[] {
  return list.filter((d) => d.id !== id);
}
