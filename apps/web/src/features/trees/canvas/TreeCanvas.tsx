// The family-tree canvas (DESIGN §3 "tree canvas", STACK-NOTES on React Flow): person cards styled by
// generation on @xyflow/react, with our own layout, viewport culling and a <canvas> overview. Its cost
// stays bounded whatever the size of the tree: every box's size is known up front, so nothing is
// measured; React Flow gets at most NODE_CAP cards around the view; zoomed out below OVERVIEW_ZOOM it
// gets none and the tree is painted on a <canvas> under the pane; a pan re-renders nothing until the
// view leaves the mounted window.
//
// The parts, composed here: useHiddenPersons (collapsed branches and N generations; the layout drawn is
// `layoutFor(hidden)`), useSelection (with the ancestor line), useCulling and culling.ts (which cards
// are mounted), useOverviewCanvas, useCamera and camera.ts (moves, fit, the opening view),
// useViewRequests (centring asked for), useNodeDrag and useFlowElements (React Flow's nodes and edges),
// useCardPicking (tap, click, keys), and the toolbar, zoom buttons and minimap.
import '@xyflow/react/dist/style.css';
import type { TreeLayout } from '@giapha/genealogy';
import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ReactFlowProvider } from '@xyflow/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseDecors } from '../decor.ts';
import { type CanvasTree, styleForGeneration } from '../model.ts';
import { CanvasToolbar } from './CanvasToolbar.tsx';
import { canvasBounds, type Obscured } from './camera.ts';
import { hourglassOf, parentsOf } from './hourglass.ts';
import { buildKinship, spouseLinks } from './kinship.ts';
import { buildOverviewModel } from './overviewModel.ts';
import type { CardActions } from './PersonCard.tsx';
import classes from './TreeCanvas.module.css';
import { TreeFlow } from './TreeFlow.tsx';
import { TreeMiniMap, type TreeMiniMapHandle } from './TreeMiniMap.tsx';
import { useCamera } from './useCamera.ts';
import { useCardPicking } from './useCardPicking.ts';
import { useCulling } from './useCulling.ts';
import { useFlowElements } from './useFlowElements.ts';
import { useHiddenPersons } from './useHiddenPersons.ts';
import { type PersonMove, useNodeDrag } from './useNodeDrag.ts';
import { useOverviewCanvas } from './useOverviewCanvas.ts';
import { useSelection } from './useSelection.ts';
import { useViewRequests } from './useViewRequests.ts';
import type { Rect } from './viewport.ts';
import { ZoomControls } from './ZoomControls.tsx';

export type { Obscured } from './camera.ts';
export type { PersonMove } from './useNodeDrag.ts';

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
  /** The signed-in member's own person: the canvas opens on it and marks its card "Tôi". */
  mePersonId?: string | null;
  /**
   * The focus (hourglass) view's person: their ancestors and descendants are shown, the rest faded.
   * Controlled when given (the public page keeps it in `?focus=`); the canvas opens centred on it.
   */
  hourglassPersonId?: string | null;
  /** Told when the user focuses on a person ("Tập trung", a search) or leaves the focus view (null). */
  onHourglassChange?: (personId: string | null) => void;
  /** The editor adds its buttons here. */
  toolbarExtra?: ReactNode;
  /** Default '100%'. */
  height?: number | string;
}

export function TreeCanvas(props: TreeCanvasProps) {
  return (
    <ReactFlowProvider>
      <TreeCanvasView {...props} />
    </ReactFlowProvider>
  );
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
  mePersonId = null,
  hourglassPersonId,
  onHourglassChange,
  toolbarExtra,
  height = '100%',
}: TreeCanvasProps) {
  const desktop = useMediaQuery('(min-width: 768px)') ?? false;
  const rootRef = useRef<HTMLDivElement>(null);
  const minimapRef = useRef<TreeMiniMapHandle>(null);

  // What is shown: the persons not hidden by a collapsed branch or the generations view.
  // Keyed on the families, not the tree: a change of the branches' markers does not rebuild it.
  const { families } = tree;
  const kinship = useMemo(() => buildKinship({ families }), [families]);
  const personsById = useMemo(() => new Map(tree.persons.map((p) => [p.id, p])), [tree.persons]);
  const splitIds = useMemo(() => new Set(tree.splitPersonIds), [tree.splitPersonIds]);
  const decors = useMemo(() => parseDecors(tree.decorNodes), [tree.decorNodes]);
  const hiding = useHiddenPersons({ tree, kinship, personsById, layout, layoutFor, onHiddenChange });
  const { shownLayout } = hiding;
  const links = useMemo(() => spouseLinks(kinship, shownLayout), [kinship, shownLayout]);
  const model = useMemo(
    () => buildOverviewModel(shownLayout, links, personsById, tree.generationSizes, kinship),
    [shownLayout, links, personsById, tree.generationSizes, kinship],
  );
  const showMiniMap = desktop && model.index.size > 0;

  // The focus (hourglass) view: controlled by the caller when it passes the person, else kept here.
  const [ownHourglass, setOwnHourglass] = useState<string | null>(null);
  const hourglassId = hourglassPersonId !== undefined ? hourglassPersonId : ownHourglass;
  const setHourglass = useCallback(
    (personId: string | null) => {
      setOwnHourglass(personId);
      onHourglassChange?.(personId);
    },
    [onHourglassChange],
  );
  const parents = useMemo(() => parentsOf(kinship), [kinship]);
  const hourglass = useMemo(
    () => (hourglassId && personsById.has(hourglassId) ? hourglassOf(kinship, parents, hourglassId) : null),
    [hourglassId, personsById, kinship, parents],
  );
  const fontOf = useCallback(
    (id: string) =>
      styleForGeneration(tree.generationSizes, personsById.get(id)?.generation ?? null).fontSize,
    [tree.generationSizes, personsById],
  );

  const { selectedId, select, line } = useSelection({
    selectedPersonId,
    onSelectPerson,
    highlightPersonId,
    kinship,
    shownLayout,
  });

  // Culling: which cards React Flow gets, or the overview painted instead.
  const overview = useOverviewCanvas({
    selectedId,
    highlightedPersons: line.persons,
    highlightedLines: line.edges,
    focus: hourglass,
  });
  const showView = useCallback((view: Rect) => minimapRef.current?.showView(view), []);
  const culling = useCulling({
    rootRef,
    model,
    paintOverview: overview.paint,
    clearOverview: overview.clear,
    onView: showView,
  });
  const { cull, cullRef, schedule } = culling;
  // A new layout, selection or line: cull and paint again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these changes what is drawn
  useEffect(() => {
    schedule();
  }, [model, line, selectedId, showMiniMap, hourglass, schedule]);

  // Moving the view.
  const bounds = useMemo(() => canvasBounds(shownLayout.bounds, decors), [shownLayout.bounds, decors]);
  // A shared link's person (?focus=) first, then the member's own, else the founder.
  const openOnId = hourglassId ?? mePersonId;
  const camera = useCamera({ ...culling, rootRef, obscured, bounds, shownLayout, fontOf, openOnId });
  const { centreOn, requestCentre, anchor } = useViewRequests({
    ...culling,
    shownLayout,
    selectedId,
    reveal: hiding.reveal,
    camera,
    focusPersonId,
    showPersonIds,
  });

  const { toggleCollapsed } = hiding;
  const toggleCollapse = useCallback(
    (personId: string) => {
      // The card keeps its place on screen while the branch under it folds or unfolds.
      anchor(personId);
      toggleCollapsed(personId);
    },
    [anchor, toggleCollapsed],
  );
  const actions = useMemo<CardActions>(
    () => ({ toggleCollapse, openSplitTree: onOpenSplitTree ?? null }),
    [toggleCollapse, onOpenSplitTree],
  );

  // React Flow's nodes and edges.
  const drag = useNodeDrag({ editable, layout, decorNodes: tree.decorNodes, onMovePersons, onMoveDecor });
  const { nodes, flowNodes, edges } = useFlowElements({
    cull,
    layout: shownLayout,
    personsById,
    dropped: drag.dropped,
    generationSizes: tree.generationSizes,
    collapsedSets: hiding.collapsedSets,
    selectedId,
    line,
    kinship,
    hidden: hiding.hidden,
    splitIds,
    editable,
    meId: mePersonId,
    focus: hourglass,
    links,
    decors,
    decorDropped: drag.decorDropped,
    selectedDecorId,
  });

  const picking = useCardPicking({ rootRef, cullRef, model, select, centreOn, onSelectDecor });

  // A search lands in the focus view of the person found (issue 23).
  const chooseFromSearch = useCallback(
    (personId: string) => {
      select(personId);
      setHourglass(personId);
      centreOn(personId);
    },
    [select, setHourglass, centreOn],
  );
  const focusOn = useCallback(
    (personId: string) => {
      setHourglass(personId);
      centreOn(personId);
    },
    [setHourglass, centreOn],
  );
  const leaveFocus = useCallback(() => setHourglass(null), [setHourglass]);
  const { setFocus } = hiding;
  const showGenerations = useCallback(
    (personId: string, generations: number) => {
      setFocus({ personId, generations });
      requestCentre(personId);
    },
    [setFocus, requestCentre],
  );
  const showWholeTree = useCallback(() => setFocus(null), [setFocus]);

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
        ref={overview.canvasRef}
        className={classes.overview}
        style={{ width: '100%', height: '100%' }}
        aria-hidden
      />
      <TreeFlow
        nodes={flowNodes}
        edges={edges}
        actions={actions}
        editable={editable}
        minZoom={camera.minZoom}
        onInit={camera.onFlowInit}
        ariaLabel={`Cây gia phả ${tree.name}`}
        onNodesChange={drag.onNodesChange}
        onNodeDragStop={drag.onNodeDragStop}
        {...picking}
      />

      <CanvasToolbar
        persons={tree.persons}
        onChooseFromSearch={chooseFromSearch}
        selectedPerson={selectedId ? (personsById.get(selectedId) ?? null) : null}
        focus={hiding.focus}
        focusPerson={hiding.focus ? (personsById.get(hiding.focus.personId) ?? null) : null}
        onShowGenerations={showGenerations}
        onShowWholeTree={showWholeTree}
        collapsedCount={hiding.collapsed.size}
        onExpandAll={hiding.expandAll}
        hourglassPerson={hourglassId ? (personsById.get(hourglassId) ?? null) : null}
        onFocusPerson={focusOn}
        onLeaveFocus={leaveFocus}
        extra={toolbarExtra}
      />

      <ZoomControls onFit={camera.fit} onCentreSelected={selectedId ? () => centreOn(selectedId) : null} />

      {showMiniMap ? (
        <TreeMiniMap ref={minimapRef} model={model} bounds={bounds} onCentre={camera.centreAt} />
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
