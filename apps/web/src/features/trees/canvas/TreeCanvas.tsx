// The family-tree canvas (DESIGN §3 "tree canvas", STACK-NOTES on React Flow): person cards styled by
// generation on @xyflow/react, with our own layout, viewport culling and a <canvas> overview.
//
// How the cost stays bounded whatever the size of the tree:
// - every box's position and size is known up front (the layout), so nothing is measured: nodes carry
//   `measured` and `handles`, and which cards to mount is a query on a grid index of the boxes;
// - React Flow gets only the cards in a window around the view (at most NODE_CAP, plus the ends of
//   lines crossing the window, drawn offscreen), with `onlyRenderVisibleElements` on top;
// - below OVERVIEW_ZOOM (or when more than NODE_CAP boxes are in view) no card is mounted and the
//   tree is painted on a <canvas> under the pane, in a requestAnimationFrame after each viewport
//   change; React Flow still pans and zooms the empty pane (pinch zoom on phones included);
// - the viewport is followed through React Flow's store, outside React state: a pan re-renders
//   nothing until the view leaves the mounted window.
//
// Hiding (collapsed branches, "N generations from a person") changes the layout: the canvas owns the
// hidden set and asks `layoutFor(hidden)` for the layout without those persons (by default
// `computeTreeLayout(tree, { hiddenPersonIds: hidden })`); with nothing hidden it draws `layout`.
import '@xyflow/react/dist/style.css';
import type { TreeLayout } from '@giapha/genealogy';
import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Popover,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFocus2, IconHierarchy2, IconMaximize, IconMinus, IconPlus } from '@tabler/icons-react';
import {
  type Edge,
  type NodeChange,
  type NodeTypes,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import {
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { parseDecors } from '../decor.ts';
import { type CanvasTree, computeTreeLayout, styleForGeneration } from '../model.ts';
import { DECOR_ID_PREFIX, type DecorFlowNode, DecorNode } from './DecorNode.tsx';
import {
  allBut,
  ancestorLine,
  buildKinship,
  collapsedBy,
  generationsFrom,
  hasShownChildren,
  spouseLinks,
} from './kinship.ts';
import { drawOverview, type OverviewLine, type OverviewModel } from './overview.ts';
import {
  type CardActions,
  CardActionsContext,
  isVerticalCard,
  PersonCard,
  type PersonCardData,
  type PersonNode,
} from './PersonCard.tsx';
import classes from './TreeCanvas.module.css';
import { TreeMiniMap, type TreeMiniMapHandle } from './TreeMiniMap.tsx';
import { TreeSearch } from './TreeSearch.tsx';
import {
  BoxIndex,
  centredViewport,
  contains,
  ENDPOINT_CAP,
  expand,
  fitViewport,
  fitZoom,
  intersects,
  NODE_CAP,
  OVERVIEW_ZOOM,
  type Rect,
  type Size,
  type Viewport,
  viewportShowing,
  viewRect,
} from './viewport.ts';

export interface PersonMove {
  id: string;
  x: number;
  y: number;
}

export interface TreeCanvasProps {
  tree: CanvasTree;
  /** Layout computed by the caller with computeTreeLayout (the editor recomputes it after edits). */
  layout: TreeLayout;
  /**
   * The layout without the persons the canvas hides (collapsed branches, "N generations"). Default:
   * `computeTreeLayout(tree, { hiddenPersonIds: hidden })`. Pass a stable (memoized) function.
   */
  layoutFor?: (hidden: ReadonlySet<string>) => TreeLayout;
  /** Told whenever the set of hidden persons changes (e.g. to export only what is shown). */
  onHiddenChange?: (hidden: ReadonlySet<string>) => void;
  /** Drag boxes (React Flow nodesDraggable) only when true. */
  editable?: boolean;
  /** Controlled selection; leave undefined to let the canvas keep its own. */
  selectedPersonId?: string | null;
  /** Tap/click a card (null: tap on the empty pane). */
  onSelectPerson?: (personId: string | null) => void;
  /**
   * On drag stop, the dragged cards' new top-left corners (batched by the caller). The cards stay where
   * they were dropped until the caller passes a new `layout`.
   */
  onMovePersons?: (moves: PersonMove[]) => void;
  /** On drag stop of a decor node (editable only), its new top-left corner. */
  onMoveDecor?: (decorId: string, x: number, y: number) => void;
  /** Tap/click a decor node (null: tap on the empty pane). */
  onSelectDecor?: (decorId: string | null) => void;
  /** The decor drawn with a selection outline. */
  selectedDecorId?: string | null;
  /** The split-tree marker on a card (shown for `tree.splitPersonIds` when this is given). */
  onOpenSplitTree?: (personId: string) => void;
  /** Centre on this person when it changes (revealing them if a collapsed branch hid them). */
  focusPersonId?: string | null;
  /** Highlight the line from the ancestor down to this person; default the selected person, null: none. */
  highlightPersonId?: string | null;
  /**
   * Bring these persons into view together once the layout has them (the children just added): centred
   * in the uncovered part, zoomed out only as far as needed. A new array asks again.
   */
  showPersonIds?: readonly string[] | null;
  /**
   * Parts of the window the caller covers with its own overlays (a side panel, a bottom sheet, a
   * sticky header), in CSS pixels from each edge of the window. Centring on a person and keeping the
   * selected card in view use what is left of the canvas.
   */
  obscured?: Obscured;
  /** The editor adds its buttons here. */
  toolbarExtra?: ReactNode;
  /** Default '100%'. */
  height?: number | string;
}

export interface Obscured {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

type Mode = 'nodes' | 'overview';

interface Cull {
  mode: Mode;
  /** The flow rectangle whose cards are mounted (null in overview mode). */
  window: Rect | null;
  ids: readonly string[];
  model: OverviewModel | null;
  /** The first view is drawn (the attributes a benchmark waits for are set from then on). */
  ready: boolean;
}

type ViewRequest =
  | { kind: 'centre'; id: string }
  | { kind: 'group'; ids: readonly string[] }
  | { kind: 'anchor'; id: string; screenX: number; screenY: number };

type CanvasNode = PersonNode | DecorFlowNode;

const NODE_TYPES: NodeTypes = { person: PersonCard, decor: DecorNode };
const NO_IDS: readonly string[] = [];
const NO_HIDDEN: ReadonlySet<string> = new Set();
const MAX_ZOOM = 2.5;
/** Zoom the search and "centre on" bring a person to, unless the user is closer already. */
const READING_ZOOM = 0.85;
/** The least zoom a big tree opens at on its ancestor (names still legible). */
const OPENING_ZOOM = 0.5;
const FIT_PADDING = 24;
/** Room left above the first row for the toolbar when the canvas opens on the ancestor. */
const TOP_ROOM = 72;

export function TreeCanvas(props: TreeCanvasProps) {
  return (
    <ReactFlowProvider>
      <TreeCanvasView {...props} />
    </ReactFlowProvider>
  );
}

function union(sets: Iterable<ReadonlySet<string>>): ReadonlySet<string> {
  let out: Set<string> | null = null;
  for (const set of sets) {
    if (set.size === 0) continue;
    out ??= new Set<string>();
    for (const id of set) out.add(id);
  }
  return out ?? NO_HIDDEN;
}

/** The card the canvas opens on: in the top row, the one most lines leave from. */
function ancestorOf(layout: TreeLayout): string | null {
  let best: string | null = null;
  let bestY = Number.POSITIVE_INFINITY;
  let bestOut = -1;
  const out = new Map<string, number>();
  for (const edge of layout.edges) out.set(edge.from, (out.get(edge.from) ?? 0) + 1);
  for (const [id, box] of layout.boxes) {
    const n = out.get(id) ?? 0;
    if (box.y < bestY - 0.5 || (Math.abs(box.y - bestY) <= 0.5 && n > bestOut)) {
      best = id;
      bestY = box.y;
      bestOut = n;
    }
  }
  return best;
}

function TreeCanvasView({
  tree,
  layout,
  layoutFor,
  onHiddenChange,
  editable = false,
  selectedPersonId,
  onSelectPerson,
  onMovePersons,
  onMoveDecor,
  onSelectDecor,
  selectedDecorId = null,
  onOpenSplitTree,
  focusPersonId,
  highlightPersonId,
  showPersonIds,
  obscured,
  toolbarExtra,
  height = '100%',
}: TreeCanvasProps) {
  const flow = useReactFlow<CanvasNode, Edge>();
  const store = useStoreApi<CanvasNode, Edge>();
  const desktop = useMediaQuery('(min-width: 768px)') ?? false;

  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const minimapRef = useRef<TreeMiniMapHandle>(null);
  const viewportRef = useRef<Viewport>({ x: 0, y: 0, zoom: 1 });
  const sizeRef = useRef<Size>({ width: 0, height: 0 });
  const frameRef = useRef(0);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [flowReady, setFlowReady] = useState(false);
  const openedRef = useRef(false);

  // ---------- what is shown ----------
  const kinship = useMemo(() => buildKinship(tree), [tree]);
  const personsById = useMemo(() => new Map(tree.persons.map((p) => [p.id, p])), [tree.persons]);
  const splitIds = useMemo(() => new Set(tree.splitPersonIds), [tree.splitPersonIds]);
  const decors = useMemo(() => parseDecors(tree.decorNodes), [tree.decorNodes]);

  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(NO_HIDDEN);
  const [focus, setFocus] = useState<{ personId: string; generations: number } | null>(null);
  const collapsedSets = useMemo(() => {
    const sets = new Map<string, Set<string>>();
    for (const id of collapsed) if (personsById.has(id)) sets.set(id, collapsedBy(kinship, id));
    return sets;
  }, [collapsed, kinship, personsById]);
  const focusShown = useMemo(
    () =>
      focus && personsById.has(focus.personId)
        ? generationsFrom(kinship, focus.personId, focus.generations)
        : null,
    [focus, kinship, personsById],
  );
  const hidden = useMemo(
    () => union([...collapsedSets.values(), focusShown ? allBut(tree.persons, focusShown) : NO_HIDDEN]),
    [collapsedSets, focusShown, tree.persons],
  );
  useEffect(() => {
    onHiddenChange?.(hidden);
  }, [hidden, onHiddenChange]);

  const shownLayout = useMemo(() => {
    if (hidden.size === 0) return layout;
    return layoutFor ? layoutFor(hidden) : computeTreeLayout(tree, { hiddenPersonIds: hidden });
  }, [hidden, layout, layoutFor, tree]);

  // Cards dragged since the caller's last layout stay where they were dropped.
  const [dragged, setDragged] = useState<{
    layout: TreeLayout;
    positions: Map<string, { x: number; y: number }>;
  }>(() => ({ layout, positions: new Map() }));
  const dropped = dragged.layout === layout ? dragged.positions : null;

  const links = useMemo(() => spouseLinks(kinship, shownLayout), [kinship, shownLayout]);
  const model = useMemo<OverviewModel>(() => {
    const index = new BoxIndex(shownLayout);
    const position = new Map(index.ids.map((id, i) => [id, i]));
    const styles = index.ids.map((id) =>
      styleForGeneration(tree.generationSizes, personsById.get(id)?.generation ?? null),
    );
    const lines: OverviewLine[] = [];
    for (const edge of shownLayout.edges) {
      const from = position.get(edge.from);
      const to = position.get(edge.to);
      if (from !== undefined && to !== undefined) lines.push({ id: edge.id, from, to, kind: edge.kind });
    }
    for (const link of links) {
      const from = position.get(link.left);
      const to = position.get(link.right);
      if (from !== undefined && to !== undefined) lines.push({ id: link.id, from, to, kind: 'spouse' });
    }
    return {
      index,
      styles,
      names: index.ids.map((id) => personsById.get(id)?.name ?? ''),
      vertical: index.boxes.map((box) => isVerticalCard(box.width, box.height)),
      lines,
    };
  }, [shownLayout, links, personsById, tree.generationSizes]);

  const showMiniMap = desktop && model.index.size > 0;

  // ---------- selection and the ancestor line ----------
  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const selectedId = selectedPersonId !== undefined ? selectedPersonId : ownSelection;
  const select = useCallback(
    (personId: string | null) => {
      setOwnSelection(personId);
      onSelectPerson?.(personId);
    },
    [onSelectPerson],
  );
  const lineTarget = highlightPersonId === undefined ? selectedId : highlightPersonId;
  const line = useMemo(
    () =>
      lineTarget
        ? ancestorLine(kinship, shownLayout, lineTarget)
        : { persons: new Set<string>(), edges: new Set<string>() },
    [kinship, shownLayout, lineTarget],
  );

  // ---------- culling: which cards React Flow gets ----------
  const [cull, setCull] = useState<Cull>({
    mode: 'nodes',
    window: null,
    ids: NO_IDS,
    model: null,
    ready: false,
  });
  const cullRef = useRef(cull);
  const latest = useRef({ model, line, selectedId, shownLayout });
  latest.current = { model, line, selectedId, shownLayout };

  const mountWindow = useCallback((current: OverviewModel, view: Rect): Cull => {
    let window = expand(view, 0.5);
    if (current.index.count(window, NODE_CAP + 1) > NODE_CAP) window = expand(view, 0.1);
    if (current.index.count(window, NODE_CAP + 1) > NODE_CAP) window = view;
    const ids = current.index.within(window, NODE_CAP);
    // Lines crossing the window need both ends mounted; those ends lie outside it and are not drawn.
    const mounted = new Set(ids);
    let extra = 0;
    for (const line of current.lines) {
      if (extra >= ENDPOINT_CAP) break;
      const a = current.index.boxes[line.from]!;
      const b = current.index.boxes[line.to]!;
      const rect = {
        minX: Math.min(a.x, b.x),
        minY: Math.min(a.y, b.y),
        maxX: Math.max(a.x + a.width, b.x + b.width),
        maxY: Math.max(a.y + a.height, b.y + b.height),
      };
      if (!intersects(rect, window)) continue;
      for (const end of [line.from, line.to]) {
        const id = current.index.ids[end]!;
        if (!mounted.has(id) && extra < ENDPOINT_CAP) {
          mounted.add(id);
          ids.push(id);
          extra++;
        }
      }
    }
    return { mode: 'nodes', window, ids, model: current, ready: true };
  }, []);

  const paintOverview = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const { width, height } = sizeRef.current;
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
    }
    const { model: current, line: currentLine, selectedId: selected } = latest.current;
    drawOverview(ctx, current, viewportRef.current, sizeRef.current, dpr, {
      selectedId: selected,
      highlightedPersons: currentLine.persons,
      highlightedLines: currentLine.edges,
    });
  }, []);

  const clearOverview = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
    }
  }, []);

  const tick = useCallback(() => {
    frameRef.current = 0;
    const currentSize = sizeRef.current;
    // Nothing is culled before the opening view is set (it would mount the cards around 0, 0).
    if (currentSize.width <= 0 || currentSize.height <= 0 || !openedRef.current) return;
    const { model: current } = latest.current;
    const viewport = viewportRef.current;
    const view = viewRect(viewport, currentSize);
    minimapRef.current?.showView(view);
    let mode: Mode = viewport.zoom < OVERVIEW_ZOOM ? 'overview' : 'nodes';
    if (mode === 'nodes' && current.index.count(view, NODE_CAP + 1) > NODE_CAP) mode = 'overview';
    const previous = cullRef.current;
    let next: Cull | null = null;
    if (mode === 'overview') {
      paintOverview();
      if (previous.mode !== 'overview' || !previous.ready) {
        next = { mode: 'overview', window: null, ids: NO_IDS, model: current, ready: true };
      }
    } else {
      if (previous.mode === 'overview') clearOverview();
      const win = previous.window;
      const stale =
        !previous.ready ||
        previous.mode !== 'nodes' ||
        previous.model !== current ||
        !win ||
        !contains(win, view) ||
        // Zoomed far in since: a smaller window mounts fewer cards.
        win.maxX - win.minX > (view.maxX - view.minX) * 4;
      if (stale) next = mountWindow(current, view);
    }
    if (next) {
      cullRef.current = next;
      setCull(next);
    }
  }, [clearOverview, mountWindow, paintOverview]);

  const schedule = useCallback(() => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(tick);
  }, [tick]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  // The viewport, as React Flow's store holds it: every pan, zoom, pinch and programmatic move.
  useEffect(
    () =>
      store.subscribe((state) => {
        const [x, y, zoom] = state.transform;
        const current = viewportRef.current;
        if (current.x === x && current.y === y && current.zoom === zoom) return;
        viewportRef.current = { x, y, zoom };
        schedule();
      }),
    [store, schedule],
  );

  // A new layout, selection or line: cull and paint again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these changes what is drawn
  useEffect(() => {
    schedule();
  }, [model, line, selectedId, showMiniMap, schedule]);

  // The canvas' own size (no layout in happy-dom: it stays 0 and nothing is culled in).
  useLayoutEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      const current = sizeRef.current;
      if (next.width === current.width && next.height === current.height) return;
      sizeRef.current = next;
      setSize(next);
      schedule();
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [schedule]);

  // ---------- moving the view ----------
  // Fitting the view takes in the decorations (a banner above the first row) as well as the cards.
  const bounds = useMemo(() => {
    const out = { ...shownLayout.bounds };
    for (const decor of decors) {
      out.minX = Math.min(out.minX, decor.x);
      out.minY = Math.min(out.minY, decor.y);
      out.maxX = Math.max(out.maxX, decor.x + decor.width);
      out.maxY = Math.max(out.maxY, decor.y + decor.height);
    }
    return out;
  }, [shownLayout.bounds, decors]);
  const wholeFit = size.width > 0 ? fitZoom(bounds, size, FIT_PADDING) : 1;
  const minZoom = Math.max(0.002, Math.min(0.2, wholeFit * 0.7));

  // Where an animated move is heading: decisions taken during it start from where it will end.
  const targetRef = useRef<{ viewport: Viewport; until: number } | null>(null);
  const moveTo = useCallback(
    (viewport: Viewport, duration: number) => {
      targetRef.current = { viewport, until: performance.now() + duration };
      void flow.setViewport(viewport, { duration });
      if (duration === 0) {
        viewportRef.current = viewport;
        schedule();
      }
    },
    [flow, schedule],
  );
  const settledViewport = useCallback((): Viewport => {
    const target = targetRef.current;
    return target && performance.now() < target.until ? target.viewport : viewportRef.current;
  }, []);

  /** The part of the canvas not covered by the caller's overlays, in canvas pixels. */
  const obscuredTop = obscured?.top ?? 0;
  const obscuredRight = obscured?.right ?? 0;
  const obscuredBottom = obscured?.bottom ?? 0;
  const obscuredLeft = obscured?.left ?? 0;
  const visibleFrame = useCallback((): Rect => {
    const { width, height } = sizeRef.current;
    const whole = { minX: 0, minY: 0, maxX: width, maxY: height };
    const element = rootRef.current;
    if (!element) return whole;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return whole;
    const frame = {
      minX: Math.max(0, obscuredLeft - rect.left),
      minY: Math.max(0, obscuredTop - rect.top),
      maxX: Math.min(width, window.innerWidth - obscuredRight - rect.left),
      maxY: Math.min(height, window.innerHeight - obscuredBottom - rect.top),
    };
    // Too little left uncovered (or the canvas scrolled away): use the whole canvas.
    return frame.maxX - frame.minX < 80 || frame.maxY - frame.minY < 80 ? whole : frame;
  }, [obscuredTop, obscuredRight, obscuredBottom, obscuredLeft]);

  /** The viewport putting flow point (x, y) in the middle of the uncovered part of the canvas. */
  const centredInFrame = useCallback(
    (x: number, y: number, zoom: number): Viewport => {
      const frame = visibleFrame();
      return {
        x: (frame.minX + frame.maxX) / 2 - x * zoom,
        y: (frame.minY + frame.maxY) / 2 - y * zoom,
        zoom,
      };
    },
    [visibleFrame],
  );

  const fit = useCallback(() => {
    const current = sizeRef.current;
    if (current.width <= 0) return;
    moveTo(fitViewport(bounds, current, FIT_PADDING, minZoom, 1), 300);
  }, [bounds, minZoom, moveTo]);

  // Opening: a tree that fits at a readable zoom is fitted; a big one opens on its ancestor.
  useEffect(() => {
    if (openedRef.current || !flowReady || size.width <= 0 || size.height <= 0) return;
    openedRef.current = true;
    if (fitZoom(bounds, size, FIT_PADDING) >= 0.6 || shownLayout.boxes.size === 0) {
      moveTo(fitViewport(bounds, size, FIT_PADDING, minZoom, 1), 0);
      return;
    }
    const root = ancestorOf(shownLayout);
    const box = root ? shownLayout.boxes.get(root) : undefined;
    if (!box) {
      schedule();
      return;
    }
    // As close as reading allows while the ancestor's children still fit across the screen.
    let minX = box.x;
    let maxX = box.x + box.width;
    for (const edge of shownLayout.edges) {
      if (edge.from !== root && !kinship.partnersOf.get(root ?? '')?.includes(edge.from)) continue;
      const child = shownLayout.boxes.get(edge.to);
      if (!child) continue;
      minX = Math.min(minX, child.x);
      maxX = Math.max(maxX, child.x + child.width);
    }
    const zoom = Math.max(
      OPENING_ZOOM,
      Math.min(READING_ZOOM, (size.width - 2 * FIT_PADDING) / (maxX - minX)),
    );
    const centre =
      Math.abs((minX + maxX) / 2 - (box.x + box.width / 2)) * zoom < size.width / 2 - box.width * zoom
        ? (minX + maxX) / 2
        : box.x + box.width / 2;
    moveTo({ x: size.width / 2 - centre * zoom, y: TOP_ROOM - box.y * zoom, zoom }, 0);
  }, [flowReady, size, bounds, minZoom, shownLayout, kinship, moveTo, schedule]);

  // Centring waits for the layout that shows the person (revealing them may change it).
  const [viewRequest, setViewRequest] = useState<{ request: ViewRequest; serial: number } | null>(null);
  useEffect(() => {
    if (!viewRequest) return;
    const { request } = viewRequest;
    if (request.kind === 'group') {
      // Waits for the layout that has every one of them (the graph is refetched after an edit).
      const boxes = request.ids.map((id) => shownLayout.boxes.get(id));
      if (sizeRef.current.width <= 0 || boxes.some((box) => box === undefined)) return;
      const rect = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      for (const box of boxes) {
        if (!box) continue;
        rect.minX = Math.min(rect.minX, box.x);
        rect.minY = Math.min(rect.minY, box.y);
        rect.maxX = Math.max(rect.maxX, box.x + box.width);
        rect.maxY = Math.max(rect.maxY, box.y + box.height);
      }
      const preferred = Math.min(MAX_ZOOM, Math.max(settledViewport().zoom, READING_ZOOM));
      const least = Math.max(minZoom, OPENING_ZOOM);
      moveTo(viewportShowing(rect, visibleFrame(), preferred, FIT_PADDING, least, MAX_ZOOM), 400);
      setViewRequest(null);
      return;
    }
    const box = shownLayout.boxes.get(request.id);
    const current = sizeRef.current;
    if (!box || current.width <= 0) return;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (request.kind === 'centre') {
      const zoom = Math.max(settledViewport().zoom, READING_ZOOM);
      moveTo(centredInFrame(cx, cy, Math.min(zoom, MAX_ZOOM)), 400);
    } else {
      const { zoom } = viewportRef.current;
      moveTo({ x: request.screenX - cx * zoom, y: request.screenY - cy * zoom, zoom }, 0);
    }
    setViewRequest(null);
  }, [viewRequest, shownLayout, moveTo, settledViewport, centredInFrame, visibleFrame, minZoom]);

  // The selected card stays in sight: a tap low on a phone opens a bottom sheet over it, a side panel
  // may cover it on the right; it is brought into the uncovered part, at the same zoom.
  // Only a new selection or a change of what covers the canvas moves the view; a pan away stays put.
  useEffect(() => {
    if (!selectedId) return;
    const box = latest.current.shownLayout.boxes.get(selectedId);
    if (!box || sizeRef.current.width <= 0) return;
    const viewport = settledViewport();
    const frame = visibleFrame();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const sx = viewport.x + cx * viewport.zoom;
    const sy = viewport.y + cy * viewport.zoom;
    const margin = 24;
    if (
      sx >= frame.minX + margin &&
      sx <= frame.maxX - margin &&
      sy >= frame.minY + margin &&
      sy <= frame.maxY - margin
    ) {
      return;
    }
    moveTo(centredInFrame(cx, cy, viewport.zoom), 300);
  }, [selectedId, settledViewport, visibleFrame, centredInFrame, moveTo]);

  /** Shows a person hidden by a collapsed branch or outside the N generations in view. */
  const reveal = useCallback(
    (personId: string) => {
      if (focusShown && !focusShown.has(personId)) setFocus(null);
      const opened = [...collapsedSets].filter(([, set]) => set.has(personId)).map(([id]) => id);
      if (opened.length > 0) {
        setCollapsed((prev) => {
          const next = new Set(prev);
          for (const id of opened) next.delete(id);
          return next;
        });
      }
    },
    [collapsedSets, focusShown],
  );

  const centreOn = useCallback(
    (personId: string) => {
      reveal(personId);
      setViewRequest((prev) => ({
        request: { kind: 'centre', id: personId },
        serial: (prev?.serial ?? 0) + 1,
      }));
    },
    [reveal],
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
    setViewRequest((prev) => ({
      request: { kind: 'group', ids: showPersonIds },
      serial: (prev?.serial ?? 0) + 1,
    }));
  }, [showPersonIds]);

  const toggleCollapse = useCallback(
    (personId: string) => {
      // The card keeps its place on screen while the branch under it folds or unfolds.
      const box = shownLayout.boxes.get(personId);
      if (box) {
        const { x, y, zoom } = viewportRef.current;
        setViewRequest((prev) => ({
          request: {
            kind: 'anchor',
            id: personId,
            screenX: x + (box.x + box.width / 2) * zoom,
            screenY: y + (box.y + box.height / 2) * zoom,
          },
          serial: (prev?.serial ?? 0) + 1,
        }));
      }
      setCollapsed((prev) => {
        const next = new Set(prev);
        if (next.has(personId)) next.delete(personId);
        else next.add(personId);
        return next;
      });
    },
    [shownLayout],
  );

  const actions = useMemo<CardActions>(
    () => ({ toggleCollapse, openSplitTree: onOpenSplitTree ?? null }),
    [toggleCollapse, onOpenSplitTree],
  );

  // ---------- React Flow's nodes and edges ----------
  const branchHeads = useMemo(() => {
    const heads = new Set<string>();
    for (const family of kinship.families.values()) {
      if (family.father && family.children.length > 0) heads.add(family.father);
    }
    for (const edge of shownLayout.edges) heads.add(edge.from);
    return heads;
  }, [kinship, shownLayout]);

  const nodeCache = useRef(new Map<string, { node: PersonNode; key: string }>());
  const nodes = useMemo(() => {
    const cache = nodeCache.current;
    const next = new Map<string, { node: PersonNode; key: string }>();
    const out: PersonNode[] = [];
    for (const id of cull.mode === 'nodes' ? cull.ids : NO_IDS) {
      const box = shownLayout.boxes.get(id);
      const person = personsById.get(id);
      if (!box || !person) continue;
      const position = dropped?.get(id) ?? { x: box.x, y: box.y };
      const style = styleForGeneration(tree.generationSizes, person.generation);
      const collapsedCount = collapsedSets.get(id)?.size ?? 0;
      const data: PersonCardData = {
        person,
        style,
        width: box.width,
        height: box.height,
        selected: id === selectedId,
        onLine: line.persons.has(id),
        // The toggle sits where the lines leave: on the head of a family (or the wife whose children
        // hang under her), and not when all the children are hidden by the N-generation view.
        expandable: collapsedCount > 0 || (branchHeads.has(id) && hasShownChildren(kinship, id, hidden)),
        collapsedCount,
        hasSplitTree: splitIds.has(id),
      };
      const key = [
        position.x,
        position.y,
        box.width,
        box.height,
        data.selected,
        data.onLine,
        data.expandable,
        collapsedCount,
        data.hasSplitTree,
        editable,
      ].join('|');
      const cached = cache.get(id);
      if (
        cached &&
        cached.key === key &&
        cached.node.data.person === person &&
        cached.node.data.style === style
      ) {
        next.set(id, cached);
        out.push(cached.node);
        continue;
      }
      const { width, height } = box;
      const node: PersonNode = {
        id,
        type: 'person',
        position,
        width,
        height,
        measured: { width, height },
        handles: [
          { id: 't', type: 'target', position: Position.Top, x: width / 2 - 0.5, y: 0, width: 1, height: 1 },
          {
            id: 'b',
            type: 'source',
            position: Position.Bottom,
            x: width / 2 - 0.5,
            y: height - 1,
            width: 1,
            height: 1,
          },
          {
            id: 'l',
            type: 'target',
            position: Position.Left,
            x: 0,
            y: height / 2 - 0.5,
            width: 1,
            height: 1,
          },
          {
            id: 'r',
            type: 'source',
            position: Position.Right,
            x: width - 1,
            y: height / 2 - 0.5,
            width: 1,
            height: 1,
          },
        ],
        data,
        draggable: editable,
        selectable: false,
        connectable: false,
        ariaLabel: person.name,
        zIndex: data.selected ? 2 : data.onLine ? 1 : 0,
      };
      next.set(id, { node, key });
      out.push(node);
    }
    nodeCache.current = next;
    return out;
  }, [
    cull,
    shownLayout,
    personsById,
    dropped,
    tree.generationSizes,
    collapsedSets,
    selectedId,
    line,
    kinship,
    hidden,
    branchHeads,
    splitIds,
    editable,
  ]);

  // Decor nodes (banners, seals): few, so all those in the mounted window (all of them in overview
  // mode) are given to React Flow, under the cards; they are not counted in the mounted person cards.
  const [decorDragged, setDecorDragged] = useState<{
    source: CanvasTree['decorNodes'];
    positions: Map<string, { x: number; y: number }>;
  }>(() => ({ source: tree.decorNodes, positions: new Map() }));
  const decorDropped = decorDragged.source === tree.decorNodes ? decorDragged.positions : null;
  const decorNodes = useMemo(() => {
    if (!cull.ready) return [];
    const out: DecorFlowNode[] = [];
    for (const decor of decors) {
      const id = `${DECOR_ID_PREFIX}${decor.id}`;
      const position = decorDropped?.get(id) ?? { x: decor.x, y: decor.y };
      const rect = {
        minX: position.x,
        minY: position.y,
        maxX: position.x + decor.width,
        maxY: position.y + decor.height,
      };
      if (cull.mode === 'nodes' && cull.window && !intersects(rect, cull.window)) continue;
      out.push({
        id,
        type: 'decor',
        position,
        width: decor.width,
        height: decor.height,
        measured: { width: decor.width, height: decor.height },
        data: { decor, selected: decor.id === selectedDecorId },
        draggable: editable,
        selectable: false,
        connectable: false,
        ariaLabel: decor.type === 'text' ? decor.data.text : decor.data.alt || 'Ảnh trang trí',
        zIndex: -1,
      });
    }
    return out;
  }, [cull, decors, decorDropped, selectedDecorId, editable]);
  const flowNodes = useMemo<CanvasNode[]>(
    () => (decorNodes.length === 0 ? nodes : [...decorNodes, ...nodes]),
    [decorNodes, nodes],
  );

  const edges = useMemo(() => {
    const mounted = new Set(nodes.map((n) => n.id));
    const out: Edge[] = [];
    for (const edge of shownLayout.edges) {
      if (!mounted.has(edge.from) || !mounted.has(edge.to)) continue;
      const onLine = line.edges.has(edge.id);
      out.push({
        id: edge.id,
        source: edge.from,
        target: edge.to,
        sourceHandle: 'b',
        targetHandle: 't',
        type: 'smoothstep',
        className: `${edge.kind}${onLine ? ' onLine' : ''}`,
        selectable: false,
        focusable: false,
        zIndex: onLine ? 1 : 0,
      });
    }
    for (const link of links) {
      if (!mounted.has(link.left) || !mounted.has(link.right)) continue;
      const onLine = line.edges.has(link.id);
      out.push({
        id: link.id,
        source: link.left,
        target: link.right,
        sourceHandle: 'r',
        targetHandle: 'l',
        type: 'straight',
        className: `spouse${onLine ? ' onLine' : ''}`,
        selectable: false,
        focusable: false,
      });
    }
    return out;
  }, [nodes, shownLayout, links, line]);

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      if (!editable) return;
      const all = changes.flatMap((c) =>
        c.type === 'position' && c.position ? [{ id: c.id, position: c.position }] : [],
      );
      const decorMoves = all.filter((c) => c.id.startsWith(DECOR_ID_PREFIX));
      if (decorMoves.length > 0) {
        setDecorDragged((prev) => {
          const positions = new Map(prev.source === tree.decorNodes ? prev.positions : []);
          for (const change of decorMoves) positions.set(change.id, change.position);
          return { source: tree.decorNodes, positions };
        });
      }
      const moves = all.filter((c) => !c.id.startsWith(DECOR_ID_PREFIX));
      if (moves.length === 0) return;
      setDragged((prev) => {
        const positions = new Map(prev.layout === layout ? prev.positions : []);
        for (const change of moves) positions.set(change.id, change.position);
        return { layout, positions };
      });
    },
    [editable, layout, tree.decorNodes],
  );

  const onNodeDragStop = useCallback(
    (_event: ReactMouseEvent | MouseEvent | TouchEvent, _node: CanvasNode, moved: CanvasNode[]) => {
      const persons: PersonMove[] = [];
      for (const n of moved) {
        const x = Math.round(n.position.x);
        const y = Math.round(n.position.y);
        if (n.type === 'decor') onMoveDecor?.(n.data.decor.id, x, y);
        else persons.push({ id: n.id, x, y });
      }
      if (onMovePersons && persons.length > 0) onMovePersons(persons);
    },
    [onMovePersons, onMoveDecor],
  );

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
        const hit = latest.current.model.index.at(point.x, point.y);
        if (hit) {
          select(hit);
          centreOn(hit);
          return;
        }
      }
      select(null);
      onSelectDecor?.(null);
    },
    [flow, select, centreOn, onSelectDecor],
  );

  // Enter or Space on a focused card selects it (React Flow makes cards focusable, not clickable by key).
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
  }, []);

  // ---------- "N generations from a person" ----------
  const [generationsInput, setGenerationsInput] = useState<string | number>(3);
  const generations = Math.max(1, Math.min(30, Math.round(Number(generationsInput)) || 1));
  const [generationsOpen, setGenerationsOpen] = useState(false);
  const selectedPerson = selectedId ? (personsById.get(selectedId) ?? null) : null;
  const focusPerson = focus ? (personsById.get(focus.personId) ?? null) : null;

  const chooseFromSearch = useCallback(
    (personId: string) => {
      select(personId);
      centreOn(personId);
    },
    [select, centreOn],
  );

  return (
    <div
      ref={rootRef}
      className={classes.root}
      style={{ height }}
      data-testid="tree-canvas"
      data-mode={cull.mode}
      data-mounted-nodes={cull.ready ? nodes.length : undefined}
      data-persons={model.index.size}
    >
      <canvas
        ref={canvasRef}
        className={classes.overview}
        style={{ width: '100%', height: '100%' }}
        aria-hidden
      />
      <CardActionsContext.Provider value={actions}>
        <ReactFlow<CanvasNode, Edge>
          className={classes.flow}
          nodes={flowNodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          onNodeDragStop={onNodeDragStop}
          onNodeClick={onNodeClick}
          onPaneClick={onPaneClick}
          onInit={() => setFlowReady(true)}
          nodesDraggable={editable}
          nodesConnectable={false}
          elementsSelectable={false}
          edgesFocusable={false}
          onlyRenderVisibleElements
          minZoom={minZoom}
          maxZoom={MAX_ZOOM}
          nodeClickDistance={6}
          paneClickDistance={6}
          nodeDragThreshold={4}
          zoomOnDoubleClick
          attributionPosition="bottom-right"
          aria-label={`Cây gia phả ${tree.name}`}
        />
      </CardActionsContext.Provider>

      <div className={classes.toolbar}>
        <TreeSearch persons={tree.persons} onChoose={chooseFromSearch} />
        <Popover
          opened={generationsOpen}
          onChange={setGenerationsOpen}
          position="bottom-end"
          withinPortal={false}
          shadow="md"
          zIndex={20}
        >
          <Popover.Target>
            <Tooltip label="Hiện một số đời từ người được chọn" withinPortal={false}>
              <ActionIcon
                size={36}
                variant={focus ? 'filled' : 'default'}
                aria-label="Hiện số đời từ một người"
                onClick={() => setGenerationsOpen((o) => !o)}
              >
                <IconHierarchy2 size={18} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown maw={280}>
            <Stack gap="xs">
              {selectedPerson ? (
                <Text size="sm">
                  Từ <b>{selectedPerson.name}</b>
                  {selectedPerson.generation !== null ? ` (đời ${selectedPerson.generation})` : ''}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  Chọn một người trên cây trước.
                </Text>
              )}
              <NumberInput
                label="Số đời hiển thị"
                min={1}
                max={30}
                value={generationsInput}
                onChange={setGenerationsInput}
                allowDecimal={false}
                allowNegative={false}
              />
              <Button
                disabled={!selectedPerson}
                onClick={() => {
                  if (!selectedPerson) return;
                  setFocus({
                    personId: selectedPerson.id,
                    generations: Math.max(1, Math.min(30, generations)),
                  });
                  setGenerationsOpen(false);
                  setViewRequest((prev) => ({
                    request: { kind: 'centre', id: selectedPerson.id },
                    serial: (prev?.serial ?? 0) + 1,
                  }));
                }}
              >
                Hiện {generations} đời
              </Button>
              {focus ? (
                <Button variant="subtle" onClick={() => setFocus(null)}>
                  Hiện toàn bộ cây
                </Button>
              ) : null}
            </Stack>
          </Popover.Dropdown>
        </Popover>
        {toolbarExtra}
        {focus || collapsed.size > 0 ? (
          <Group gap={6} w="100%" wrap="wrap">
            {focus && focusPerson ? (
              <Badge
                size="lg"
                variant="white"
                color="clan"
                radius="sm"
                tt="none"
                rightSection={
                  <CloseButton size="xs" aria-label="Hiện toàn bộ cây" onClick={() => setFocus(null)} />
                }
              >
                {focus.generations} đời từ {focusPerson.name}
              </Badge>
            ) : null}
            {collapsed.size > 0 ? (
              <Button size="compact-sm" variant="white" onClick={() => setCollapsed(NO_HIDDEN)}>
                Mở rộng tất cả ({collapsed.size} nhánh đang thu gọn)
              </Button>
            ) : null}
          </Group>
        ) : null}
      </div>

      <Paper className={classes.zoomControls} shadow="sm" radius="md" withBorder>
        <ActionIcon.Group orientation="vertical">
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Phóng to"
            title="Phóng to"
            onClick={() => flow.zoomIn({ duration: 200 })}
          >
            <IconPlus size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Thu nhỏ"
            title="Thu nhỏ"
            onClick={() => flow.zoomOut({ duration: 200 })}
          >
            <IconMinus size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Vừa màn hình"
            title="Vừa màn hình"
            onClick={fit}
          >
            <IconMaximize size={18} />
          </ActionIcon>
          {selectedId ? (
            <ActionIcon
              variant="default"
              size={36}
              aria-label="Về người đang chọn"
              title="Về người đang chọn"
              onClick={() => centreOn(selectedId)}
            >
              <IconFocus2 size={18} />
            </ActionIcon>
          ) : null}
        </ActionIcon.Group>
      </Paper>

      {showMiniMap ? (
        <TreeMiniMap
          ref={minimapRef}
          model={model}
          bounds={bounds}
          onCentre={(x, y) => {
            const current = sizeRef.current;
            moveTo(centredViewport(x, y, viewportRef.current.zoom, current), 0);
          }}
        />
      ) : null}

      {cull.mode === 'overview' && model.index.size > 0 ? (
        <Paper className={classes.hint} radius="sm" shadow="xs" px="sm" py={4}>
          <Text size="sm" fw={500}>
            Phóng to để xem từng người
          </Text>
        </Paper>
      ) : null}
    </div>
  );
}
