import { type Draft, type DraftPosition, MESSAGES } from '@giapha/contract';
import { computeTreeLayout } from '@giapha/genealogy';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { layoutWithMoves, POSITION_SAVE_DELAY_MS } from '../../trees/index.ts';
import { draftKeys, refreshDrafts } from '../api/draftCache.ts';
import { saveDraftPositions } from '../api/saveDraftPositions.ts';
import { updateDraft } from '../api/updateDraft.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { canvasTreeFromDraft } from './draftCanvas.ts';
import type { DraftContent, EditResult } from './draftEdits.ts';

/** Shown when someone else saved the draft first (409): the newest draft is loaded again. */
export const CONFLICT_MESSAGE =
  'Cây nháp vừa được lưu ở nơi khác. Bản mới nhất đã được tải lại, vui lòng sửa lại rồi lưu.';

/**
 * The draft editor's state and writes: the canvas tree of the draft, boxes moved in this session
 * (shown at once, saved together after the last drag), and structural edits sent as one PATCH of
 * nodes and families. Every write runs after the previous one and reads the newest cached draft, so
 * a position save (which bumps the version) never makes the next edit stale.
 */
export function useDraftEditor(draft: Draft) {
  const queryClient = useQueryClient();
  const tree = useMemo(() => canvasTreeFromDraft(draft), [draft]);
  const [moved, setMoved] = useState<ReadonlyMap<string, DraftPosition>>(new Map());
  const [busy, setBusy] = useState(false);
  const pending = useRef(new Map<string, DraftPosition>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const layout = useMemo(() => layoutWithMoves(tree, moved), [tree, moved]);

  const latest = useCallback(
    (): Draft => queryClient.getQueryData<Draft | null>(draftKeys.detail(draft.id)) ?? draft,
    [queryClient, draft],
  );

  /** Keeps the newer of the cached draft and a saved one (answers may come back out of order). */
  const store = useCallback(
    (saved: Draft) => {
      const current = queryClient.getQueryData<Draft | null>(draftKeys.detail(draft.id));
      if (!current || saved.version >= current.version) {
        queryClient.setQueryData(draftKeys.detail(draft.id), saved);
      }
    },
    [queryClient, draft.id],
  );

  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const flushPositions = useDebouncedCallback(
    () => {
      const batch = [...pending.current.values()];
      pending.current.clear();
      if (batch.length === 0) return;
      void enqueue(async () => {
        try {
          store(await saveDraftPositions(draft.id, batch));
        } catch (error) {
          toast.error(errorMessage(error, DRAFTS_FALLBACK.positions));
        }
      });
    },
    { delay: POSITION_SAVE_DELAY_MS, flushOnUnmount: true },
  );

  const applyMoves = useCallback(
    (moves: DraftPosition[]) => {
      if (moves.length === 0) return;
      setMoved((current) => {
        const next = new Map(current);
        for (const move of moves) next.set(move.id, move);
        return next;
      });
      for (const move of moves) pending.current.set(move.id, move);
      flushPositions();
    },
    [flushPositions],
  );

  /**
   * Runs one structural edit against the newest draft and saves it. Answers true when saved; a
   * refusal, a conflict (409: the newest draft is loaded again) or another failure is told in a toast.
   */
  const edit = useCallback(
    (change: (content: DraftContent) => EditResult, success: string): Promise<boolean> =>
      enqueue(async () => {
        const current = latest();
        const result = change({ nodes: current.nodes, families: current.families });
        if (!result.ok) {
          toast.error(result.message);
          return false;
        }
        setBusy(true);
        try {
          const saved = await updateDraft(current.id, {
            nodes: result.content.nodes,
            families: result.content.families,
            version: current.version,
          });
          store(saved.draft);
          toast.success(success || saved.message);
          void queryClient.invalidateQueries({ queryKey: draftKeys.lists() });
          return true;
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            toast.error(error.message === MESSAGES.draftAlreadyPublished ? error.message : CONFLICT_MESSAGE);
          } else {
            toast.error(errorMessage(error, DRAFTS_FALLBACK.update));
          }
          await refreshDrafts(queryClient, current.id);
          return false;
        } finally {
          setBusy(false);
        }
      }),
    [enqueue, latest, store, queryClient],
  );

  /** Lays every box out afresh (the moves of this session and stored positions forgotten) and saves it. */
  const autoArrange = useCallback(() => {
    const fresh = computeTreeLayout(tree, { ignorePlaced: true });
    applyMoves([...fresh.boxes].map(([id, box]) => ({ id, x: box.x, y: box.y })));
    toast.success('Đã sắp xếp lại sơ đồ');
  }, [tree, applyMoves]);

  return { tree, layout, busy, edit, movePersons: applyMoves, autoArrange };
}
