import {
  type DecorNode,
  type GenerationSizes,
  type NewChild,
  type Person,
  type PersonFields,
  type UpdatePersonBody,
  updatePersonBody,
} from '@giapha/contract';
import { computeTreeLayout } from '@giapha/genealogy';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { addChild, type ParentsInTree } from '../api/addChild.ts';
import { addChildren } from '../api/addChildren.ts';
import { addSpouse } from '../api/addSpouse.ts';
import { createPersonFamily } from '../api/createPersonFamily.ts';
import { deleteTreePerson } from '../api/deleteTreePerson.ts';
import { savePositions } from '../api/savePositions.ts';
import { splitTree } from '../api/splitTree.ts';
import { treeGraphKey, useTreeGraph } from '../api/treeGraph.ts';
import { saveDecorNodes, saveGenerationSizes, setHideSpouses } from '../api/treeSettings.ts';
import { updateTreePerson } from '../api/updateTreePerson.ts';
import { type CanvasTree, canvasTreeFromGraph, layoutWithMoves } from '../model.ts';
import { TREE_FALLBACK } from '../texts.ts';
import { addDecor, type DecorDraft, deleteDecor, moveDecor, newDecor, updateDecor } from './decor.ts';

/** Boxes moved by hand are saved together, this long after the last drag. */
export const POSITION_SAVE_DELAY_MS = 800;
/** How many edits of this session can be undone. */
const UNDO_DEPTH = 30;

interface UndoEntry {
  label: string;
  undo: () => Promise<void>;
}

export interface Move {
  id: string;
  x: number;
  y: number;
}

/**
 * The editor's state and actions for one tree: the graph, its layout with the boxes moved in this
 * session, batched position saves, structural edits that refetch the graph, and undo of the last edits.
 */
export function useTreeEditor(treeId: string) {
  const queryClient = useQueryClient();
  const graph = useTreeGraph(treeId);
  const tree: CanvasTree | null = useMemo(
    () => (graph.data ? canvasTreeFromGraph(graph.data) : null),
    [graph.data],
  );
  const [moved, setMoved] = useState<ReadonlyMap<string, Move>>(new Map());
  const [undoStack, setUndoStack] = useState<UndoEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const pending = useRef(new Map<string, Move>());

  const layout = useMemo(() => {
    if (!tree) return null;
    return layoutWithMoves(tree, moved);
  }, [tree, moved]);

  const pushUndo = useCallback((entry: UndoEntry) => {
    setUndoStack((stack) => [...stack.slice(-(UNDO_DEPTH - 1)), entry]);
  }, []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: treeGraphKey(treeId) }),
    [queryClient, treeId],
  );

  const flushPositions = useDebouncedCallback(async () => {
    const batch = [...pending.current.values()];
    pending.current.clear();
    if (batch.length === 0) return;
    try {
      await savePositions(treeId, batch);
    } catch (error) {
      toast.error(errorMessage(error, TREE_FALLBACK.positions));
    }
  }, POSITION_SAVE_DELAY_MS);

  const applyMoves = useCallback(
    (moves: Move[]) => {
      setMoved((current) => {
        const next = new Map(current);
        for (const move of moves) next.set(move.id, move);
        return next;
      });
      for (const move of moves) pending.current.set(move.id, move);
      void flushPositions();
    },
    [flushPositions],
  );

  /** Boxes dragged on the canvas: shown at once, saved in one batch, undoable. */
  const movePersons = useCallback(
    (moves: Move[]) => {
      if (!layout || moves.length === 0) return;
      const before = moves.flatMap((move) => {
        const box = layout.boxes.get(move.id);
        return box ? [{ id: move.id, x: box.x, y: box.y }] : [];
      });
      applyMoves(moves);
      pushUndo({ label: 'Di chuyển ô', undo: async () => applyMoves(before) });
    },
    [layout, applyMoves, pushUndo],
  );

  /** Runs a structural edit: busy while it runs, the server's message, a fresh graph, an undo entry. */
  const run = useCallback(
    async <T>(
      edit: () => Promise<T & { message: string }>,
      undo?: (result: T) => UndoEntry,
      { rethrow = false } = {},
    ): Promise<T | null> => {
      setBusy(true);
      try {
        const result = await edit();
        toast.success(result.message);
        if (undo) pushUndo(undo(result));
        await refresh();
        return result;
      } catch (error) {
        // A form shows the server's field errors itself; elsewhere the message is a toast.
        if (rethrow) throw error;
        toast.error(errorMessage(error, 'Lỗi không xác định'));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [pushUndo, refresh],
  );

  const removeQuietly = async (ids: string[]) => {
    for (const id of ids) await deleteTreePerson(id);
  };

  const actions = {
    movePersons,

    /** Lays every box out afresh and saves the result as this tree's positions. */
    autoArrange: async () => {
      if (!tree) return;
      const fresh = computeTreeLayout(tree, { ignorePlaced: true });
      applyMoves([...fresh.boxes].map(([id, box]) => ({ id, x: box.x, y: box.y })));
      toast.success('Đã sắp xếp lại cây gia phả');
    },

    addChild: (parents: Omit<ParentsInTree, 'treeId'>, child: NewChild) =>
      run(
        () => addChild({ ...parents, treeId }, child),
        (result) => ({
          label: `Thêm con ${result.child.name}`,
          undo: () => removeQuietly([result.child.id]),
        }),
      ),

    addChildren: (parents: Omit<ParentsInTree, 'treeId'>, children: NewChild[]) =>
      run(
        () => addChildren({ ...parents, treeId }, children),
        (result) => ({
          label: `Thêm ${result.added.length} con`,
          undo: () => removeQuietly(result.added.map((c) => c.id)),
        }),
      ),

    addSpouse: (personId: string, spouse: PersonFields, createNewFamily: boolean) =>
      run(
        () => addSpouse({ treeId, personId, spouse, createNewFamily }),
        (result) => ({ label: `Thêm ${result.spouse.name}`, undo: () => removeQuietly([result.spouse.id]) }),
      ),

    addRootPerson: (person: PersonFields) =>
      run(
        () => createPersonFamily(treeId, person),
        (result) => ({ label: `Thêm ${result.person.name}`, undo: () => removeQuietly([result.person.id]) }),
      ),

    updatePerson: (before: Person, body: UpdatePersonBody) =>
      run(
        () => updateTreePerson(treeId, before.id, body),
        (result) => ({
          label: `Sửa ${before.name}`,
          undo: async () => {
            // The fields this edit sent, as they were before it.
            const restore: Record<string, unknown> = { version: result.person.version };
            for (const [key, value] of Object.entries(before)) {
              if (key !== 'version' && key in body) restore[key] = value;
            }
            await updateTreePerson(treeId, before.id, updatePersonBody.parse(restore));
          },
        }),
        { rethrow: true },
      ),

    deletePerson: (person: Person) => run(async () => ({ message: await deleteTreePerson(person.id) })),

    split: (personId: string, name?: string) => run(() => splitTree(treeId, personId, name)),

    setHideSpouses: (hide: boolean) =>
      run(
        () => setHideSpouses(treeId, hide),
        () => ({
          label: hide ? 'Ẩn vợ/chồng' : 'Hiện vợ/chồng',
          undo: async () => void (await setHideSpouses(treeId, !hide)),
        }),
      ),

    saveGenerationSizes: (sizes: GenerationSizes, previous: GenerationSizes) =>
      run(
        () => saveGenerationSizes(treeId, sizes),
        () => ({
          label: 'Đổi kiểu hiển thị theo đời',
          undo: async () => void (await saveGenerationSizes(treeId, previous)),
        }),
      ),

    /**
     * Saves the tree's whole decor list (banners, seals); undo saves back the list as it was.
     * Returns null when the save failed.
     */
    saveDecor: (next: DecorNode[], label: string) => {
      const previous = tree?.decorNodes ?? [];
      return run(
        () => saveDecorNodes(treeId, next),
        () => ({ label, undo: async () => void (await saveDecorNodes(treeId, previous)) }),
      );
    },

    /** A new decor centred above the first row of the tree. */
    addDecor: (draft: DecorDraft) => {
      if (!tree || !layout) return Promise.resolve(null);
      const decor = newDecor(draft, layout.bounds, crypto.randomUUID());
      return actions.saveDecor(
        addDecor(tree.decorNodes, decor),
        draft.type === 'text' ? 'Thêm chữ trang trí' : 'Thêm ảnh trang trí',
      );
    },

    moveDecor: (id: string, x: number, y: number) => {
      if (!tree) return Promise.resolve(null);
      return actions.saveDecor(moveDecor(tree.decorNodes, id, x, y), 'Di chuyển trang trí');
    },

    updateDecor: (id: string, draft: DecorDraft) => {
      if (!tree) return Promise.resolve(null);
      return actions.saveDecor(updateDecor(tree.decorNodes, id, draft), 'Sửa trang trí');
    },

    deleteDecor: (id: string) => {
      if (!tree) return Promise.resolve(null);
      return actions.saveDecor(deleteDecor(tree.decorNodes, id), 'Xóa trang trí');
    },

    /** Undoes the last edit of this session, then shows the tree as it is now. */
    undo: async () => {
      const last = undoStack.at(-1);
      if (!last) return;
      setUndoStack((stack) => stack.slice(0, -1));
      setBusy(true);
      try {
        await last.undo();
        toast.info(`Đã hoàn tác: ${last.label}`);
        await refresh();
      } catch (error) {
        toast.error(errorMessage(error, 'Không hoàn tác được'));
      } finally {
        setBusy(false);
      }
    },
  };

  return {
    graph,
    tree,
    layout,
    busy,
    canUndo: undoStack.length > 0,
    lastEdit: undoStack.at(-1)?.label,
    actions,
  };
}
