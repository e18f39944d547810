// How the user picks on the canvas: a tap or click on a card or a decoration, a tap on the empty pane
// (clears the selection, or in the overview picks the box under the finger and brings it close), and
// Enter or Space on a focused card (React Flow makes cards focusable, not clickable by key).
import { type Edge, useReactFlow } from '@xyflow/react';
import { type MouseEvent as ReactMouseEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Cull } from './culling.ts';
import { DECOR_ID_PREFIX } from './DecorNode.tsx';
import type { CanvasNode } from './flowElements.ts';
import type { OverviewModel } from './overview.ts';

export interface CardPickingInput {
  rootRef: RefObject<HTMLElement | null>;
  cullRef: RefObject<Cull>;
  model: OverviewModel;
  select: (personId: string | null) => void;
  /** Reveals and centres on a person (a box picked in the overview). */
  centreOn: (personId: string) => void;
  onSelectDecor: ((decorId: string | null) => void) | undefined;
}

export interface CardPicking {
  onNodeClick: (event: ReactMouseEvent, node: CanvasNode) => void;
  onPaneClick: (event: ReactMouseEvent) => void;
}

export function useCardPicking({
  rootRef,
  cullRef,
  model,
  select,
  centreOn,
  onSelectDecor,
}: CardPickingInput): CardPicking {
  const flow = useReactFlow<CanvasNode, Edge>();

  const onNodeClick = useCallback(
    (_event: ReactMouseEvent, node: CanvasNode) => {
      if (node.type === 'decor') onSelectDecor?.(node.data.decor.id);
      else select(node.id);
    },
    [onSelectDecor, select],
  );

  const onPaneClick = useCallback(
    (event: ReactMouseEvent) => {
      if (cullRef.current.mode === 'overview') {
        // The overview has no cards to tap: the box under the finger is chosen and brought close.
        const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
        const hit = model.index.at(point.x, point.y);
        if (hit) {
          select(hit);
          centreOn(hit);
          return;
        }
      }
      select(null);
      onSelectDecor?.(null);
    },
    [flow, cullRef, model, select, centreOn, onSelectDecor],
  );

  // The key listener is added once; it calls the latest callbacks.
  const selectRef = useRef(select);
  selectRef.current = select;
  const selectDecorRef = useRef(onSelectDecor);
  selectDecorRef.current = onSelectDecor;
  useEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.classList.contains('react-flow__node')) return;
      const id = target.dataset.id;
      if (id?.startsWith(DECOR_ID_PREFIX)) {
        event.preventDefault();
        selectDecorRef.current?.(id.slice(DECOR_ID_PREFIX.length));
      } else if (id) {
        event.preventDefault();
        selectRef.current(id);
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);

  return { onNodeClick, onPaneClick };
}
