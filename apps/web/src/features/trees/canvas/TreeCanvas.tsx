// The family-tree canvas (DESIGN §3 "tree canvas", STACK-NOTES on React Flow): person cards styled by
// generation on @xyflow/react, with our own layout, viewport culling and a <canvas> overview. Its cost
// stays bounded whatever the size of the tree: every box's size is known up front, so nothing is
// measured; React Flow gets at most NODE_CAP cards around the view; zoomed out below OVERVIEW_ZOOM it
// gets none and the tree is painted on a <canvas> under the pane; a pan re-renders nothing until the
// view leaves the mounted window.
//
// The parts, composed here: useHiddenPersons (collapsed branches and N generations; the layout drawn is
// `layoutFor(hidden)`), useSelection (with the ancestor line), useCulling and culling.ts (which cards
// are mounted), useOverviewCanvas, useCamera (moves, fit, the opening view; the arithmetic is
// @giapha/genealogy's tree-view), useViewRequests (centring asked for), useNodeDrag and useFlowElements
// (React Flow's nodes and edges), useCardPicking (tap, click, keys), and the toolbar, zoom buttons and
// minimap.
import '@xyflow/react/dist/style.css';
import { parseDecors } from '@giapha/contract';
import { canvasBounds, type Rect, spouseLinks, styleForGeneration } from '@giapha/genealogy';
import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ReactFlowProvider } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { CanvasToolbar } from './CanvasToolbar.tsx';
import { buildKinship } from './kinship.ts';
import { buildOverviewModel } from './overviewModel.ts';
import type { CardActions } from './PersonCard.tsx';
import classes from './TreeCanvas.module.css';
import type { TreeCanvasProps } from './TreeCanvasProps.ts';
import { TreeFlow } from './TreeFlow.tsx';
import { TreeMiniMap, type TreeMiniMapHandle } from './TreeMiniMap.tsx';
import { useCamera } from './useCamera.ts';
import { useCardPicking } from './useCardPicking.ts';
import { useCulling } from './useCulling.ts';
import { useFlowElements } from './useFlowElements.ts';
import { useHiddenPersons } from './useHiddenPersons.ts';
import { useHourglass } from './useHourglass.ts';
import { useNodeDrag } from './useNodeDrag.ts';
import { useOverviewCanvas } from './useOverviewCanvas.ts';
import { useSelection } from './useSelection.ts';
import { useViewRequests } from './useViewRequests.ts';
import { ZoomControls } from './ZoomControls.tsx';

export type { Obscured } from '@giapha/genealogy';
export type { TreeCanvasProps } from './TreeCanvasProps.ts';
export type { PersonMove } from './useNodeDrag.ts';

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
  highlightPath,
  showPersonIds,
  obscured,
  mePersonId = null,
  hourglassPersonId,
  onHourglassChange,
  toolbarExtra,
  onFirstFrame,
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

  // The focus (hourglass) view.
  const {
    personId: hourglassId,
    shown: hourglass,
    set: setHourglass,
  } = useHourglass({ kinship, personsById, personId: hourglassPersonId, onChange: onHourglassChange });
  const fontOf = useCallback(
    (id: string) =>
      styleForGeneration(tree.generationSizes, personsById.get(id)?.generation ?? null).fontSize,
    [tree.generationSizes, personsById],
  );

  const { selectedId, select, line } = useSelection({
    selectedPersonId,
    onSelectPerson,
    highlightPersonId,
    highlightPath,
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
  const camera = useCamera({
    ...culling,
    rootRef,
    obscured,
    bounds,
    shownLayout,
    index: model.index,
    fontOf,
    openOnId,
  });
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

  // The first frame drawn: told after the browser has painted it.
  const firstFrameRef = useRef(onFirstFrame);
  firstFrameRef.current = onFirstFrame;
  const drawn = cull.ready;
  useEffect(() => {
    if (!drawn) return;
    const frame = requestAnimationFrame(() => firstFrameRef.current?.());
    return () => cancelAnimationFrame(frame);
  }, [drawn]);

  const picking = useCardPicking({ rootRef, cullRef, model, select, centreOn, onSelectDecor });

  // On a page that keeps the focus view (the public tree's ?focus=), a search lands in the focus view
  // of the person found (issue 23); the editor keeps the whole tree in sight while it searches.
  const searchFocuses = onHourglassChange !== undefined;
  const chooseFromSearch = useCallback(
    (personId: string) => {
      select(personId);
      if (searchFocuses) setHourglass(personId);
      centreOn(personId);
    },
    [select, searchFocuses, setHourglass, centreOn],
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
