import { MESSAGES } from '@giapha/contract';
import { computeTreeLayout } from '@giapha/genealogy';
import { Center, Drawer, Loader, Text } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useCallback, useMemo, useState } from 'react';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { serverPaintedPart } from '../../../lib/first-data.ts';
import { useMyPerson } from '../../person-links/index.ts';
import { usePublicTreeGraph } from '../api/publicTreeGraph.ts';
import { PersonDetails } from '../canvas/PersonDetails.tsx';
import { TreeCanvas } from '../canvas/TreeCanvas.tsx';
import { type CanvasTree, canvasTreeFromPublicGraph } from '../model.ts';
import { MyKinship } from '../xung-ho/MyKinship.tsx';
import { type PathEnds, RelationPathBanner, useRelationPath } from '../xung-ho/RelationPath.tsx';

/** The site header's height (SiteHeader.module.css); it stays on top of the page. */
const HEADER_PX = 60;
const HEADER = `${HEADER_PX}px`;
/** The person panel: a side drawer on desktop, a bottom sheet over this share of a phone's screen. */
const PANEL_WIDTH = 400;
const SHEET_SHARE = 0.55;

export interface PublicTreeViewerProps {
  treeId: string;
  /** Person id → id of the public tree split at that person. */
  splitTrees: ReadonlyMap<string, string>;
  onOpenTree: (id: string) => void;
  /** The person of the focus (hourglass) view (`?focus=`). */
  focusId: string | null;
  onFocusChange: (personId: string | null) => void;
  /** The kinship path drawn on the tree (`?from=&to=`). */
  pathEnds: PathEnds | null;
  onPathEndsChange: (ends: PathEnds | null) => void;
}

/** One public tree in a read-only canvas, with a person's panel and, for a linked member, xưng hô. */
export function PublicTreeViewer({
  treeId,
  splitTrees,
  onOpenTree,
  focusId,
  onFocusChange,
  pathEnds,
  onPathEndsChange,
}: PublicTreeViewerProps) {
  const me = useMyPerson();
  const phone = useMediaQuery('(max-width: 767px)') ?? false;
  const screen = useViewportSize();
  const graph = usePublicTreeGraph(treeId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The opening view the server painted for this tree, kept over the canvas until it draws.
  const [painted, setPainted] = useState(() =>
    serverPaintedPart('.fc-view', (view) => view.getAttribute('data-tree-id') === treeId),
  );
  const dropPainted = useCallback(() => setPainted(null), []);

  // The layout (the costly part of the first frame) depends on the graph only; the branches' markers,
  // known once the list of trees arrives, are added by content so an equal list changes nothing.
  const drawn = useMemo(() => (graph.data ? canvasTreeFromPublicGraph(graph.data) : null), [graph.data]);
  const layout = useMemo(() => (drawn ? computeTreeLayout(drawn) : null), [drawn]);
  const splitKey = [...splitTrees.keys()].sort().join(' ');
  const tree = useMemo<CanvasTree | null>(
    () => (drawn ? { ...drawn, splitPersonIds: splitKey === '' ? [] : splitKey.split(' ') } : null),
    [drawn, splitKey],
  );
  const selected = useMemo(
    () => (tree && selectedId ? (tree.persons.find((p) => p.id === selectedId) ?? null) : null),
    [tree, selectedId],
  );
  const path = useRelationPath(tree, pathEnds);

  // Full width and as tall as the screen under the header; on phones a strip is left to scroll the page by.
  const height = phone
    ? `max(360px, calc(100dvh - ${HEADER} - 48px))`
    : `max(480px, calc(100dvh - ${HEADER}))`;

  let body: ReactNode;
  if (graph.isPending) {
    body = (
      <Center h="100%" role="status" aria-busy="true" aria-label="Đang tải cây gia phả">
        <Loader color="clan" />
      </Center>
    );
  } else if (graph.isError) {
    body = (
      <Center h="100%" p="md">
        <FailedQueryAlert title={MESSAGES.treeFetchFailed} query={graph} />
      </Center>
    );
  } else if (!tree || !layout || tree.persons.length === 0) {
    body = (
      <Center h="100%">
        <Text c="dimmed">Cây gia phả này chưa có người nào</Text>
      </Center>
    );
  } else {
    // What the header and the person panel cover: the canvas centres people in the rest.
    const panel =
      selected === null
        ? {}
        : phone
          ? { bottom: Math.round(screen.height * SHEET_SHARE) }
          : { right: PANEL_WIDTH };
    body = (
      <TreeCanvas
        tree={tree}
        layout={layout}
        obscured={{ top: HEADER_PX, ...panel }}
        selectedPersonId={selectedId}
        onSelectPerson={setSelectedId}
        mePersonId={me.personId}
        highlightPath={path}
        showPersonIds={path}
        hourglassPersonId={focusId}
        onHourglassChange={onFocusChange}
        onFirstFrame={dropPainted}
        onOpenSplitTree={(personId) => {
          const id = splitTrees.get(personId);
          if (id) onOpenTree(id);
        }}
      />
    );
  }

  const frame: CSSProperties = { height };
  return (
    <section aria-label={graph.data ? `Cây gia phả ${graph.data.tree.name}` : 'Cây gia phả'}>
      {tree && pathEnds ? (
        <RelationPathBanner
          tree={tree}
          ends={pathEnds}
          found={path !== null}
          onClear={() => onPathEndsChange(null)}
        />
      ) : null}
      {/* The spacer keeps the canvas' place in the page; the canvas itself spans the window's width
          (absolutely positioned against the page, so the layout's container does not narrow it). */}
      <div style={frame}>
        <div
          style={{
            ...frame,
            position: 'absolute',
            left: 0,
            right: 0,
            borderTop: '1px solid var(--mantine-color-gray-3)',
            borderBottom: '1px solid var(--mantine-color-gray-3)',
            background: '#faf6ee',
          }}
        >
          {body}
          {painted !== null && (graph.isPending || (tree?.persons.length ?? 0) > 0) ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own paint of this page, as it sent it (every text escaped)
            <div dangerouslySetInnerHTML={{ __html: painted }} />
          ) : null}
        </div>
      </div>
      <Drawer
        opened={selected !== null}
        onClose={() => setSelectedId(null)}
        position={phone ? 'bottom' : 'right'}
        size={phone ? `${SHEET_SHARE * 100}%` : PANEL_WIDTH}
        withOverlay={false}
        lockScroll={false}
        trapFocus={false}
        closeOnClickOutside={false}
        title="Thông tin người trong gia phả"
        closeButtonProps={{ 'aria-label': 'Đóng' }}
        styles={phone ? { content: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } } : undefined}
      >
        {selected && tree ? (
          <PersonDetails
            person={selected}
            kinship={
              me.personId ? (
                <MyKinship
                  tree={tree}
                  meId={me.personId}
                  personId={selected.id}
                  region={me.region}
                  onShowPath={() => {
                    if (!me.personId) return;
                    onPathEndsChange({ from: me.personId, to: selected.id });
                    // On a phone the sheet would cover the path it asks to show.
                    if (phone) setSelectedId(null);
                  }}
                />
              ) : null
            }
          />
        ) : null}
      </Drawer>
    </section>
  );
}
