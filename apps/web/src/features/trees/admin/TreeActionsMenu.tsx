import type { Tree } from '@giapha/contract';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconEdit, IconEyeOff, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RowActionsMenu } from '../../../components/list-page/RowActionsMenu.tsx';
import { editorPath, publicTreePath } from './tree-list.ts';

/** What can be done to a tree as a whole from the list. */
export interface TreeActions {
  edit: (tree: Tree) => void;
  togglePublic: (tree: Tree) => void;
  remove: (tree: Tree) => void;
  isBusy: (tree: Tree) => boolean;
}

/** The editor's button (from a tablet up) and the row's menu. */
export function TreeActionsMenu({ tree, actions }: { tree: Tree; actions: TreeActions }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Mở trình chỉnh sửa" withinPortal>
        <ActionIcon
          component={Link}
          to={editorPath(tree)}
          variant="subtle"
          size="lg"
          visibleFrom="sm"
          aria-label={`Mở trình chỉnh sửa ${tree.name}`}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <RowActionsMenu label={`Thao tác với ${tree.name}`} width={250} busy={actions.isBusy(tree)}>
        <Menu.Item component={Link} to={editorPath(tree)} leftSection={<IconEdit size={16} />}>
          Mở trình chỉnh sửa
        </Menu.Item>
        {tree.isPublic ? (
          <Menu.Item component={Link} to={publicTreePath(tree)} leftSection={<IconWorld size={16} />}>
            Xem trên trang công khai
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(tree)}>
          Sửa thông tin
        </Menu.Item>
        {tree.isPublic ? (
          <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => actions.togglePublic(tree)}>
            Ẩn khỏi trang công khai
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconWorld size={16} />} onClick={() => actions.togglePublic(tree)}>
            Công khai
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(tree)}>
          Xóa
        </Menu.Item>
      </RowActionsMenu>
    </Group>
  );
}
