import type { Tree } from '@giapha/contract';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { dateColumn, fromLg, fromMd, fromSm } from '../../../components/list-page/columns.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { type TreeActions, TreeActionsMenu } from './TreeActionsMenu.tsx';
import { SplitSource, TypeBadge, VisibilityBadge } from './TreeBadges.tsx';
import { editorPath, formatCount } from './tree-list.ts';

/** The columns of the trees table; `pageTrees` names split trees' sources without asking the server. */
export function treeColumns(actions: TreeActions, pageTrees: Tree[]): DataTableColumn<Tree>[] {
  return [
    {
      accessor: 'name',
      title: 'Cây gia phả',
      render: (tree) => (
        <Stack gap={2} miw={0}>
          <Anchor
            component={Link}
            to={editorPath(tree)}
            size="sm"
            fw={600}
            c="inherit"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {tree.name}
          </Anchor>
          {tree.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {tree.description}
            </Text>
          ) : null}
          {/* A phone has room for one text column: visibility, type and counts ride under the name. */}
          <Stack gap={4} mt={4} hiddenFrom="md">
            <Group gap={4}>
              <VisibilityBadge tree={tree} size="sm" hiddenFrom="sm" />
              <TypeBadge tree={tree} size="sm" />
            </Group>
            <SplitSource tree={tree} pageTrees={pageTrees} />
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {formatCount(tree.personCount)} người · {formatCount(tree.generationCount)} đời · cập nhật{' '}
              {formatDate(tree.updatedAt)}
            </Text>
          </Stack>
        </Stack>
      ),
    },
    {
      accessor: 'isPublic',
      title: 'Hiển thị',
      visibleMediaQuery: fromSm,
      width: 130,
      render: (tree) => <VisibilityBadge tree={tree} />,
    },
    {
      accessor: 'personCount',
      title: 'Số người',
      textAlign: 'right',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (tree) => formatCount(tree.personCount),
    },
    {
      accessor: 'generationCount',
      title: 'Số đời',
      textAlign: 'right',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (tree) => formatCount(tree.generationCount),
    },
    {
      accessor: 'type',
      title: 'Loại',
      visibleMediaQuery: fromMd,
      width: 190,
      render: (tree) => (
        <Stack gap={2}>
          <TypeBadge tree={tree} />
          <SplitSource tree={tree} pageTrees={pageTrees} />
        </Stack>
      ),
    },
    dateColumn('updatedAt', 'Cập nhật', fromLg),
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      // As narrow as its buttons: the menu on a phone, the editor's button beside it on wider screens.
      width: '1%',
      noWrap: true,
      render: (tree) => <TreeActionsMenu tree={tree} actions={actions} />,
    },
  ];
}
