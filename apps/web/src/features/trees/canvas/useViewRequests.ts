// Moves of the view asked for by the user or the caller: centre on a person (search, "về người đang
// chọn", `focusPersonId`), bring the persons just added into view together (`showPersonIds`), keep a
// card in place while its branch folds, and keep the selected card in sight. A request waits for the
// layout that shows its persons (revealing them may change it).
import {
  FIT_PADDING,
  IN_SIGHT_MARGIN,
  isInSight,
  type LayoutBox,
  MAX_ZOOM,
  OPENING_ZOOM,
  READING_ZOOM,
  rectAround,
  type TreeLayout,
  viewportShowing,
} from '@giapha/genealogy';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Camera } from './useCamera.ts';
import type { Culling } from './useCulling.ts';

type ViewRequest =
  | { kind: 'centre'; id: string }
  | { kind: 'group'; ids: readonly string[] }
  | { kind: 'anchor'; id: string; screenX: number; screenY: number };

export interface ViewRequestsInput extends Pick<Culling, 'viewportRef' | 'sizeRef'> {
  shownLayout: TreeLayout;
  selectedId: string | null;
  /** Shows a person hidden by a collapsed branch or the N generations in view. */
  reveal: (personId: string) => void;
  camera: Camera;
  focusPersonId: string | null | undefined;
  showPersonIds: readonly string[] | null | undefined;
}

export interface ViewRequests {
  /** Reveals the person and centres the view on them at a reading zoom. */
  centreOn: (personId: string) => void;
  /** Centres on the person once the layout shows them (without revealing). */
  requestCentre: (personId: string) => void;
  /** Keeps the person's card where it is on screen through the next layout change. */
  anchor: (personId: string) => void;
}

export function useViewRequests({
  shownLayout,
  selectedId,
  reveal,
  camera,
  viewportRef,
  sizeRef,
  focusPersonId,
  showPersonIds,
}: ViewRequestsInput): ViewRequests {
  const { minZoom, moveTo, settledViewport, visibleFrame, centredInFrame, legibleZoomFor } = camera;
  const [viewRequest, setViewRequest] = useState<{ request: ViewRequest; serial: number } | null>(null);
  const ask = useCallback((request: ViewRequest) => {
    setViewRequest((prev) => ({ request, serial: (prev?.serial ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    if (!viewRequest) return;
    const { request } = viewRequest;
    if (request.kind === 'group') {
      // Waits for the layout that has every one of them (the graph is refetched after an edit).
      const boxes: LayoutBox[] = [];
      for (const id of request.ids) {
        const box = shownLayout.boxes.get(id);
        if (!box) return;
        boxes.push(box);
      }
      if (sizeRef.current.width <= 0) return;
      const preferred = Math.min(MAX_ZOOM, Math.max(settledViewport().zoom, READING_ZOOM));
      const least = Math.max(minZoom, OPENING_ZOOM);
      moveTo(
        viewportShowing(rectAround(boxes), visibleFrame(), preferred, FIT_PADDING, least, MAX_ZOOM),
        400,
      );
      setViewRequest(null);
      return;
    }
    const box = shownLayout.boxes.get(request.id);
    const current = sizeRef.current;
    if (!box || current.width <= 0) return;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (request.kind === 'centre') {
      // Never farther than the names around the person can be read at (issue 23).
      const zoom = Math.max(settledViewport().zoom, legibleZoomFor(request.id));
      moveTo(centredInFrame(cx, cy, Math.min(zoom, MAX_ZOOM)), 400);
    } else {
      const { zoom } = viewportRef.current;
      moveTo({ x: request.screenX - cx * zoom, y: request.screenY - cy * zoom, zoom }, 0);
    }
    setViewRequest(null);
  }, [
    viewRequest,
    shownLayout,
    moveTo,
    settledViewport,
    centredInFrame,
    visibleFrame,
    legibleZoomFor,
    minZoom,
    sizeRef,
    viewportRef,
  ]);

  // The selected card stays in sight: a tap low on a phone opens a bottom sheet over it, a side panel
  // may cover it on the right; it is brought into the uncovered part, at the same zoom.
  // Only a new selection or a change of what covers the canvas moves the view; a pan away stays put.
  const layoutRef = useRef(shownLayout);
  layoutRef.current = shownLayout;
  useEffect(() => {
    if (!selectedId) return;
    const box = layoutRef.current.boxes.get(selectedId);
    if (!box || sizeRef.current.width <= 0) return;
    const viewport = settledViewport();
    if (isInSight(box, viewport, visibleFrame(), IN_SIGHT_MARGIN)) return;
    moveTo(centredInFrame(box.x + box.width / 2, box.y + box.height / 2, viewport.zoom), 300);
  }, [selectedId, settledViewport, visibleFrame, centredInFrame, moveTo, sizeRef]);

  const centreOn = useCallback(
    (personId: string) => {
      reveal(personId);
      ask({ kind: 'centre', id: personId });
    },
    [reveal, ask],
  );

  // Only a change of the requested person moves the view (centreOn itself changes with the hidden set).
  const centreOnRef = useRef(centreOn);
  centreOnRef.current = centreOn;
  useEffect(() => {
    if (focusPersonId) centreOnRef.current(focusPersonId);
  }, [focusPersonId]);

  // Persons just added: shown (a collapsed branch or the N generations in view may hide them), together.
  const revealRef = useRef(reveal);
  revealRef.current = reveal;
  useEffect(() => {
    if (!showPersonIds || showPersonIds.length === 0) return;
    for (const id of showPersonIds) revealRef.current(id);
    ask({ kind: 'group', ids: showPersonIds });
  }, [showPersonIds, ask]);

  const requestCentre = useCallback((personId: string) => ask({ kind: 'centre', id: personId }), [ask]);

  const anchor = useCallback(
    (personId: string) => {
      const box = shownLayout.boxes.get(personId);
      if (!box) return;
      const { x, y, zoom } = viewportRef.current;
      ask({
        kind: 'anchor',
        id: personId,
        screenX: x + (box.x + box.width / 2) * zoom,
        screenY: y + (box.y + box.height / 2) * zoom,
      });
    },
    [shownLayout, viewportRef, ask],
  );

  return { centreOn, requestCentre, anchor };
}
