import { MESSAGES, type PublicTreeSummary } from '@giapha/contract';
import {
  Badge,
  Center,
  Drawer,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { IconBinaryTree } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useMyPerson } from '../../person-links/index.ts';
import { usePublicTreeGraph } from '../api/publicTreeGraph.ts';
import { usePublicTrees } from '../api/publicTrees.ts';
import { PersonDetails } from '../canvas/PersonDetails.tsx';
import { TreeCanvas } from '../canvas/TreeCanvas.tsx';
import { type CanvasTree, canvasTreeFromPublicGraph, computeTreeLayout } from '../model.ts';
import { MyKinship } from '../xung-ho/MyKinship.tsx';
import { type PathEnds, RelationPathBanner, useRelationPath } from '../xung-ho/RelationPath.tsx';

/** Every public tree of a clan fits one page (a clan shows a handful: the whole tree and a few branches). */
const LIST_PARAMS = { limit: 100, offset: 0 } as const;
/** The site header's height (SiteHeader.module.css); it stays on top of the page. */
const HEADER_PX = 60;
const HEADER = `${HEADER_PX}px`;
/** The person panel: a side drawer on desktop, a bottom sheet over this share of a phone's screen. */
const PANEL_WIDTH = 400;
const SHEET_SHARE = 0.55;

const NO_TREES: readonly PublicTreeSummary[] = [];

/** The tree opened when the address names none: the first whole tree, else the first tree. */
function defaultTree(trees: readonly PublicTreeSummary[]): PublicTreeSummary | null {
  return trees.find((t) => t.type === 'original') ?? trees[0] ?? null;
}

/** `/family-tree`: the clan's public trees, one of them (`?id=`) open in a read-only canvas. */
export function FamilyTreePage() {
  usePageTitle('Gia phả');
  const [params, setParams] = useSearchParams();
  const trees = usePublicTrees(LIST_PARAMS);
  // One array per answer: a new empty one on every render would make the canvas lay the tree out anew.
  const list = useMemo(() => trees.data?.trees ?? NO_TREES, [trees.data]);
  const requested = params.get('id');
  const treeId = requested ?? defaultTree(list)?._id ?? null;

  const openTree = useCallback(
    (id: string) => {
      setParams({ id });
    },
    [setParams],
  );
  // `?focus=<personId>`: the focus (hourglass) view, kept in the address so a shared link opens on the
  // person. Replaced, not pushed: every search would otherwise add a step to the browser's history.
  const focusId = params.get('focus');
  const setFocus = useCallback(
    (personId: string | null) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (personId) next.set('focus', personId);
          else next.delete('focus');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  // `?from=&to=`: the kinship path between two persons drawn on the tree (the Xưng hô page links here).
  const from = params.get('from');
  const to = params.get('to');
  const pathEnds = useMemo(() => (from && to ? { from, to } : null), [from, to]);
  const setPathEnds = useCallback(
    (ends: PathEnds | null) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (ends) {
            next.set('from', ends.from);
            next.set('to', ends.to);
            // The path runs outside one person's ancestors and descendants: the focus view gives way.
            next.delete('focus');
          } else {
            next.delete('from');
            next.delete('to');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Branches split from the open tree: their heads carry a marker that opens the branch.
  const splitTrees = useMemo(() => {
    const byPerson = new Map<string, string>();
    for (const tree of list) {
      if (tree.type === 'split' && tree.sourceTreeId === treeId && tree.splitPersonId) {
        byPerson.set(tree.splitPersonId, tree._id);
      }
    }
    return byPerson;
  }, [list, treeId]);

  let listPart: ReactNode;
  if (trees.isPending) {
    listPart = (
      <Center py="md" role="status" aria-busy="true" aria-label="Đang tải danh sách cây gia phả">
        <Loader color="clan" size="sm" />
      </Center>
    );
  } else if (trees.isError) {
    listPart = <FailedQueryAlert title={MESSAGES.treeFetchFailed} query={trees} />;
  } else if (list.length === 0) {
    listPart = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="clan">
            <IconBinaryTree size={26} />
          </ThemeIcon>
          <Text fw={600}>Dòng họ chưa công khai cây gia phả nào</Text>
          <Text size="sm" c="dimmed" ta="center">
            Khi ban quản trị công khai cây gia phả, con cháu sẽ xem được tại đây.
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    listPart = <TreeList trees={list} openId={treeId} onOpen={openTree} />;
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Cây gia phả</Title>
        <Text c="dimmed" size="sm">
          Chạm vào một người để xem thông tin; kéo để di chuyển, chụm hai ngón hoặc cuộn chuột để phóng to,
          thu nhỏ.
        </Text>
      </Stack>
      {listPart}
      {treeId ? (
        <TreeViewer
          key={treeId}
          treeId={treeId}
          splitTrees={splitTrees}
          onOpenTree={openTree}
          focusId={focusId}
          onFocusChange={setFocus}
          pathEnds={pathEnds}
          onPathEndsChange={setPathEnds}
        />
      ) : null}
    </Stack>
  );
}

function TreeList({
  trees,
  openId,
  onOpen,
}: {
  trees: readonly PublicTreeSummary[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group
        gap="sm"
        wrap="nowrap"
        align="stretch"
        pb={4}
        component="ul"
        aria-label="Các cây gia phả"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {trees.map((tree) => {
          const open = tree._id === openId;
          return (
            <li key={tree._id} style={{ display: 'flex' }}>
              <UnstyledButton
                onClick={() => onOpen(tree._id)}
                aria-current={open ? 'true' : undefined}
                w={280}
                p="sm"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `${open ? 2 : 1}px solid ${open ? 'var(--mantine-color-clan-7)' : 'var(--mantine-color-gray-3)'}`,
                  background: open ? 'var(--mantine-color-clan-0)' : 'var(--mantine-color-body)',
                }}
              >
                <Stack gap={6}>
                  <Text fw={700} lineClamp={2}>
                    {tree.name}
                  </Text>
                  {tree.description ? (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {tree.description}
                    </Text>
                  ) : null}
                  <Group gap={6}>
                    <Badge variant="light" color="clan" radius="sm" tt="none">
                      {tree.personCount} người
                    </Badge>
                    <Badge variant="light" color="gray" radius="sm" tt="none">
                      {tree.generationCount} đời
                    </Badge>
                    {tree.type === 'split' ? (
                      <Badge variant="outline" color="gray" radius="sm" tt="none">
                        Chi tách riêng
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

interface TreeViewerProps {
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

function TreeViewer({
  treeId,
  splitTrees,
  onOpenTree,
  focusId,
  onFocusChange,
  pathEnds,
  onPathEndsChange,
}: TreeViewerProps) {
  const me = useMyPerson();
  const phone = useMediaQuery('(max-width: 767px)') ?? false;
  const screen = useViewportSize();
  const graph = usePublicTreeGraph(treeId);
  const [selectedId, setSelectedId] = useState<string | null>(null);

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
                  onShowPath={() => me.personId && onPathEndsChange({ from: me.personId, to: selected.id })}
                />
              ) : null
            }
          />
        ) : null}
      </Drawer>
    </section>
  );
}
