import { MESSAGES, PUBLIC_TREES_PARAMS, type PublicTreeSummary, type Section } from '@giapha/contract';
import { Button, Flex, Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { TreeEmblem, TreeSummary, usePublicTrees } from '../../trees/index.ts';
import { treeViewerPath } from '../trees.ts';
import { HomeSection } from './HomeSection.tsx';
import classes from './TreeTeaserSection.module.css';

/** The tree a teaser shows: the one the admin chose, else the first whole tree, else the first tree. */
export function teaserTree(
  trees: readonly PublicTreeSummary[],
  treeId: string | null,
): PublicTreeSummary | null {
  return (
    (treeId ? trees.find((tree) => tree._id === treeId) : undefined) ??
    trees.find((tree) => tree.type === 'original') ??
    trees[0] ??
    null
  );
}

/** Invites visitors into the clan's public family tree. */
export function TreeTeaserSection({ section }: { section: Section }) {
  const query = usePublicTrees(PUBLIC_TREES_PARAMS);
  const tree = teaserTree(query.data?.trees ?? [], section.treeId);

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton height={160} radius="md" role="status" aria-label="Đang tải cây gia phả" />;
  } else if (query.isError) {
    body = <FailedQueryAlert title={MESSAGES.treeFetchFailed} query={query} />;
  } else if (!tree) {
    body = (
      <Paper withBorder radius="md" p="lg" className={classes.card}>
        <Text c="dimmed" ta="center">
          Dòng họ chưa công khai cây gia phả nào.
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
        <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
          <TreeEmblem size="lg" />
          <TreeSummary tree={tree} heading={{ order: 3 }} grow />
          <Button component={Link} to={treeViewerPath(tree._id)} size="md" style={{ flexShrink: 0 }}>
            {section.linkLabel ?? 'Xem cây gia phả'}
          </Button>
        </Flex>
      </Paper>
    );
  }

  return (
    <HomeSection section={section} kind="treeTeaser" title={section.title ?? 'Cây gia phả'}>
      {body}
    </HomeSection>
  );
}
