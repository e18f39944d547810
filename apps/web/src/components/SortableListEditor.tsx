import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { EmptyListInvitation } from './list-page/index.ts';
import { QueryListBody } from './QueryListBody.tsx';

type QueryListBodyProps = ComponentProps<typeof QueryListBody>;

interface SortableListEditorProps
  extends Pick<QueryListBodyProps, 'query' | 'loading' | 'errorTitle' | 'isEmpty'> {
  /** The heading over the list (`Menu của trang`) and how to use it. */
  title: string;
  description: ReactNode;
  /** The button that adds an entry (`Thêm mục menu`). */
  add: { label: string; onClick: () => void };
  /** The compact invitation shown while the list is empty. */
  empty: { icon: ReactNode; title: string; description: string };
  onDragEnd: (result: DropResult) => void;
  /** The draggable list itself. */
  children: ReactNode;
  /** Drawn after the list: the add/edit modal. */
  modal: ReactNode;
}

/** A list loaded whole and ordered by dragging (the site menu, the home-page blocks): heading, add button, list, modal. */
export function SortableListEditor({
  title,
  description,
  add,
  empty,
  onDragEnd,
  children,
  modal,
  ...body
}: SortableListEditorProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={add.onClick}>
          {add.label}
        </Button>
      </Group>
      <QueryListBody
        {...body}
        empty={
          <EmptyListInvitation
            compact
            icon={empty.icon}
            title={empty.title}
            description={empty.description}
            descriptionWidth={420}
          />
        }
      >
        <DragDropContext onDragEnd={onDragEnd}>{children}</DragDropContext>
      </QueryListBody>
      {modal}
    </Stack>
  );
}
