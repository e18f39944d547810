import { defaultPublicTree, MESSAGES, PUBLIC_TREES_PARAMS, type PublicTreeSummary } from '@giapha/contract';
import { Anchor, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBinaryTree } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { usePublicTrees } from '../api/publicTrees.ts';
import { PublicTreeList } from '../components/PublicTreeList.tsx';
import { PublicTreeViewer } from '../components/PublicTreeViewer.tsx';
import type { PathEnds } from '../xung-ho/RelationPath.tsx';

const NO_TREES: readonly PublicTreeSummary[] = [];

/** `/family-tree`: the clan's public trees, one of them (`?id=`) open in a read-only canvas. */
export function FamilyTreePage() {
  usePageTitle('Gia phả');
  const [params, setParams] = useSearchParams();
  const trees = usePublicTrees(PUBLIC_TREES_PARAMS);
  // One array per answer: a new empty one on every render would make the canvas lay the tree out anew.
  const list = useMemo(() => trees.data?.trees ?? NO_TREES, [trees.data]);
  const requested = params.get('id');
  const treeId = requested ?? defaultPublicTree(list)?._id ?? null;

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
    listPart = <PublicTreeList trees={list} openId={treeId} onOpen={openTree} />;
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Cây gia phả</Title>
        <Text c="dimmed" size="sm">
          Chạm vào một người để xem thông tin; kéo để di chuyển, chụm hai ngón hoặc cuộn chuột để phóng to,
          thu nhỏ. Không biết gọi nhau thế nào?{' '}
          <Anchor
            component={Link}
            underline="always"
            to={treeId ? `/xung-ho?id=${encodeURIComponent(treeId)}` : '/xung-ho'}
            inherit
          >
            Xem cách xưng hô
          </Anchor>
          .
        </Text>
      </Stack>
      {listPart}
      {treeId ? (
        <PublicTreeViewer
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
