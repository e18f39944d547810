import { MENU_MAX_CHILDREN, MESSAGES, type MenuChild, type MenuItem } from '@giapha/contract';
import type { DraggableProvided, DropResult } from '@hello-pangea/dnd';
import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconDotsVertical,
  IconExternalLink,
  IconListTree,
  IconPencil,
  IconSubtask,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import {
  DragHandle,
  SortableCard,
  SortableList,
  SortableListEditor,
} from '../../../components/SortableListEditor.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteMenu } from '../api/deleteMenu.ts';
import { useMenuTree } from '../api/listMenus.ts';
import { useReorderMenus } from '../api/reorderMenus.ts';
import { childrenListId, isParentFull, moveItem, ROOT_LIST_ID } from '../menuTree.ts';
import { MENUS_FALLBACK } from '../texts.ts';
import { MenuItemModal, type MenuItemTarget } from './MenuItemModal.tsx';

interface RowActions {
  edit: (item: MenuChild) => void;
  addChild?: (item: MenuItem) => void;
  remove: (item: MenuChild, childCount: number) => void;
}

function MenuRow({
  item,
  provided,
  actions,
  childCount,
  onAddChild,
}: {
  item: MenuChild;
  provided: DraggableProvided;
  actions: RowActions;
  childCount: number;
  onAddChild?: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" align="center" py={4} pr={4}>
      <DragHandle provided={provided} label={item.label} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {item.label}
          </Text>
          {item.openInNewTab ? (
            <IconExternalLink size={14} aria-label="Mở trong thẻ mới" style={{ flexShrink: 0 }} />
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {item.url}
        </Text>
      </Stack>
      {childCount > 0 ? (
        <Badge size="sm" variant="light" color="gray" visibleFrom="xs" style={{ flexShrink: 0 }}>
          {childCount} mục con
        </Badge>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={40} aria-label={`Thao tác với “${item.label}”`}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(item)}>
            Sửa
          </Menu.Item>
          {onAddChild ? (
            <Menu.Item leftSection={<IconSubtask size={16} />} onClick={onAddChild}>
              Thêm mục con
            </Menu.Item>
          ) : null}
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.remove(item, childCount)}
          >
            Xóa
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function MenuTreeList({
  tree,
  actions,
  disabled,
}: {
  tree: MenuItem[];
  actions: Required<RowActions>;
  disabled: boolean;
}) {
  return (
    <SortableList droppableId={ROOT_LIST_ID} type="menu-top">
      {tree.map((item, index) => (
        <SortableCard key={item.id} id={item.id} index={index} disabled={disabled} testId="menu-item">
          {(provided) => (
            <>
              <MenuRow
                item={item}
                provided={provided}
                actions={actions}
                childCount={item.children.length}
                onAddChild={() => actions.addChild(item)}
              />
              <SortableList
                droppableId={childrenListId(item.id)}
                type="menu-child"
                listProps={(childrenSnapshot) => ({
                  gap: 4,
                  ml: { base: 24, sm: 40 },
                  mr: 'xs',
                  // Room to drop a sub-item under an item that has none yet.
                  mih: childrenSnapshot.isDraggingOver || item.children.length > 0 ? 8 : 4,
                  pb: item.children.length > 0 ? 'xs' : 0,
                  bg: childrenSnapshot.isDraggingOver ? 'var(--mantine-color-gray-0)' : undefined,
                  style: { borderRadius: 8 },
                })}
              >
                {item.children.map((child, childIndex) => (
                  <SortableCard
                    key={child.id}
                    id={child.id}
                    index={childIndex}
                    disabled={disabled}
                    testId="menu-child"
                    bg="var(--mantine-color-gray-0)"
                  >
                    {(childProvided) => (
                      <MenuRow item={child} provided={childProvided} actions={actions} childCount={0} />
                    )}
                  </SortableCard>
                ))}
              </SortableList>
            </>
          )}
        </SortableCard>
      ))}
    </SortableList>
  );
}

/**
 * The clan's menu as a two-level tree: drag items by their grip to reorder them (a sub-item may go
 * under another parent), add and edit in a form, delete with a confirmation.
 */
export function MenuEditor() {
  const query = useMenuTree();
  const reorder = useReorderMenus();
  const deleteMutation = useDeleteMenu();
  const [target, setTarget] = useState<MenuItemTarget | null>(null);
  const tree = query.data ?? [];

  const onDragEnd = (result: DropResult) => {
    const { source, destination } = result;
    if (destination && isParentFull(tree, source, destination)) {
      toast.warn(MESSAGES.menuTooManyChildren.replace('{max}', String(MENU_MAX_CHILDREN)));
      return;
    }
    const next = moveItem(tree, source, destination);
    if (next === tree) return;
    reorder.mutate(next, {
      onError: (error) => toast.error(errorMessage(error, MENUS_FALLBACK.reorder)),
    });
  };

  const actions: Required<RowActions> = {
    edit: (item) => setTarget({ mode: 'edit', item }),
    addChild: (item) => setTarget({ mode: 'create', parentId: item.id }),
    remove: (item, childCount) =>
      confirmDeletion({
        title: 'Xóa mục menu',
        message: (
          <Stack gap="xs">
            <Text size="sm">
              Xóa mục <RecordName>“{item.label}”</RecordName> khỏi menu?
            </Text>
            {childCount > 0 ? (
              <Text size="sm" c="red">
                {childCount} mục con của nó cũng sẽ bị xóa theo.
              </Text>
            ) : null}
          </Stack>
        ),
        onConfirm: () => deleteMutation.mutate(item.id, deletionToasts(MENUS_FALLBACK.delete)),
      }),
  };

  return (
    <SortableListEditor
      title="Menu của trang"
      description="Kéo biểu tượng ⋮⋮ để sắp xếp. Mục con có thể kéo sang mục cha khác; muốn đưa một mục vào hay ra khỏi menu con, chọn “Mục cha” khi sửa."
      add={{ label: 'Thêm mục menu', onClick: () => setTarget({ mode: 'create', parentId: null }) }}
      query={query}
      loading={{ label: 'Đang tải menu', rowHeight: 52 }}
      errorTitle="Không tải được menu"
      isEmpty={tree.length === 0}
      empty={{
        icon: <IconListTree size={26} />,
        title: 'Chưa có mục menu nào',
        description:
          'Menu hiện ở đầu mọi trang của web dòng họ. Thêm mục đầu tiên, ví dụ “Tin tức” hay “Cây gia phả”.',
      }}
      onDragEnd={onDragEnd}
      modal={<MenuItemModal target={target} tree={tree} onClose={() => setTarget(null)} />}
    >
      <MenuTreeList tree={tree} actions={actions} disabled={reorder.isPending} />
    </SortableListEditor>
  );
}
