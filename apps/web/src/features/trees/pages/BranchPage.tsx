import { MESSAGES, PUBLIC_TREES_PARAMS, type PublicTreeSummary } from '@giapha/contract';
import {
  Badge,
  Button,
  Card,
  Flex,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconBinaryTree, IconGitBranch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { PublicBranchList } from '../../branches/index.ts';
import { SectionTitle, treeViewerPath } from '../../home/index.ts';
import { usePublicTrees } from '../api/publicTrees.ts';
import { TreeEmblem, TreeStats, TreeSummary } from '../components/TreeSummary.tsx';
import classes from './BranchPage.module.css';

export interface BranchEntry {
  tree: PublicTreeSummary;
  /** The tree it was split from when that is itself a branch (a branch of a branch). */
  splitFrom: PublicTreeSummary | null;
}

export interface TreeGroup {
  tree: PublicTreeSummary;
  branches: BranchEntry[];
}

export interface GroupedTrees {
  groups: TreeGroup[];
  /** Branches whose whole tree is not public (or no longer exists). */
  otherBranches: PublicTreeSummary[];
}

/**
 * The whole trees, each with the branches split from it — directly or from one of its branches —
 * in the order the server gave them. Every walk up the split chain keeps a visited set: real data
 * can loop.
 */
export function groupTrees(trees: readonly PublicTreeSummary[]): GroupedTrees {
  const byId = new Map(trees.map((tree) => [tree._id, tree]));
  const groups = new Map<string, TreeGroup>();
  for (const tree of trees) {
    if (tree.type === 'original') groups.set(tree._id, { tree, branches: [] });
  }
  const otherBranches: PublicTreeSummary[] = [];
  for (const tree of trees) {
    if (tree.type === 'original') continue;
    const source = tree.sourceTreeId ? byId.get(tree.sourceTreeId) : undefined;
    let root = source;
    const visited = new Set<string>([tree._id]);
    while (root && root.type !== 'original' && !visited.has(root._id)) {
      visited.add(root._id);
      root = root.sourceTreeId ? byId.get(root.sourceTreeId) : undefined;
    }
    const group = root?.type === 'original' ? groups.get(root._id) : undefined;
    if (group) {
      group.branches.push({ tree, splitFrom: source && source.type !== 'original' ? source : null });
    } else {
      otherBranches.push(tree);
    }
  }
  return { groups: [...groups.values()], otherBranches };
}

/** `/branch`: the clan's public trees and the branches split from them, each opening in the viewer. */
export function BranchPage() {
  usePageTitle('Các chi, nhánh');
  const query = usePublicTrees(PUBLIC_TREES_PARAMS);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Đang tải các cây gia phả">
        <Skeleton height={150} radius="md" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </SimpleGrid>
      </Stack>
    );
  } else if (query.isError) {
    body = <FailedQueryAlert title={MESSAGES.treeFetchFailed} query={query} />;
  } else if (query.data.trees.length === 0) {
    body = <NoTrees />;
  } else {
    const { groups, otherBranches } = groupTrees(query.data.trees);
    body = (
      <Stack gap={40}>
        {groups.map((group) => (
          <TreeGroupView key={group.tree._id} group={group} />
        ))}
        {otherBranches.length > 0 ? (
          <section aria-labelledby="other-branches">
            <Title order={2} size="h3" id="other-branches" className={classes.groupTitle} mb="md">
              Các chi, nhánh khác
            </Title>
            <BranchGrid>
              {otherBranches.map((tree) => (
                <BranchCard key={tree._id} entry={{ tree, splitFrom: null }} />
              ))}
            </BranchGrid>
          </section>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SectionTitle
        order={1}
        description="Cây gia phả chung của dòng họ và các chi, nhánh đã được tách thành cây riêng. Chọn một cây để xem."
      >
        Các chi, nhánh của dòng họ
      </SectionTitle>
      <PublicBranchList />
      {body}
    </Stack>
  );
}

function TreeGroupView({ group }: { group: TreeGroup }) {
  const { tree, branches } = group;
  const titleId = `tree-${tree._id}`;
  return (
    <section aria-labelledby={titleId}>
      <Paper radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.whole}>
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-start' }}
          gap="md"
        >
          <Group gap="md" align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <TreeEmblem size="md" visibleFrom="xs" />
            <TreeSummary
              tree={tree}
              heading={{ order: 2, size: 'h3', id: titleId }}
              label={
                <Badge color="gold" variant="light" radius="sm" tt="none">
                  Cây gia phả chung
                </Badge>
              }
            />
          </Group>
          <Button
            component={Link}
            to={treeViewerPath(tree._id)}
            rightSection={<IconArrowRight size={16} />}
            style={{ flexShrink: 0 }}
          >
            Xem cây
          </Button>
        </Flex>
      </Paper>
      {branches.length > 0 ? (
        <Stack gap="sm" mt="md" className={classes.branches}>
          <Text fw={600} c="clan.9">
            {branches.length} chi, nhánh tách từ cây này
          </Text>
          <BranchGrid>
            {branches.map((entry) => (
              <BranchCard key={entry.tree._id} entry={entry} />
            ))}
          </BranchGrid>
        </Stack>
      ) : null}
    </section>
  );
}

function BranchGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{children}</SimpleGrid>;
}

function BranchCard({ entry }: { entry: BranchEntry }) {
  const { tree, splitFrom } = entry;
  return (
    <Card withBorder radius="md" padding="md" className={classes.branch}>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" c="clan">
          <IconGitBranch size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Title order={3} size="h5" className={classes.branchTitle}>
            {tree.name}
          </Title>
        </Group>
        {splitFrom ? (
          <Text size="xs" c="dimmed">
            Tách từ {splitFrom.name}
          </Text>
        ) : null}
        {tree.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {tree.description}
          </Text>
        ) : null}
        <TreeStats tree={tree} />
      </Stack>
      <Button
        component={Link}
        to={treeViewerPath(tree._id)}
        variant="light"
        mt="sm"
        fullWidth
        aria-label={`Xem cây ${tree.name}`}
      >
        Xem cây
      </Button>
    </Card>
  );
}

function NoTrees() {
  return (
    <PublicEmptyState
      icon={<IconBinaryTree size={28} />}
      title="Dòng họ chưa công khai cây gia phả nào"
      hint="Khi ban quản trị công khai cây gia phả và các chi, nhánh, con cháu sẽ xem được tại đây."
    />
  );
}
