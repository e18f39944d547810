import {
  DragDropContext,
  Draggable,
  type DraggableProvided,
  Droppable,
  type DroppableStateSnapshot,
  type DropResult,
} from '@hello-pangea/dnd';
import { Box, Button, Group, Paper, type PaperProps, Stack, type StackProps, Text } from '@mantine/core';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
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

/** The grip a finger or mouse drags by: 40 px square, so it is easy to hit on a phone. */
export function DragHandle({ provided, label }: { provided: DraggableProvided; label: string }) {
  return (
    <Box
      {...provided.dragHandleProps}
      aria-label={`Kéo để sắp xếp “${label}”`}
      w={40}
      h={40}
      c="dimmed"
      style={{ display: 'grid', placeItems: 'center', flexShrink: 0, cursor: 'grab', borderRadius: 8 }}
    >
      <IconGripVertical size={20} aria-hidden />
    </Box>
  );
}

interface SortableListProps {
  droppableId: string;
  /** Lists of one type take each other's cards (a menu's sub-items move between parents). */
  type?: string;
  /** The column's look, which may follow the drag (a list lit up while a card hovers over it). */
  listProps?: (snapshot: DroppableStateSnapshot) => StackProps;
  children: ReactNode;
}

/** A column the cards of a sortable list are dropped in, with the room drag-and-drop keeps at its end. */
export function SortableList({ droppableId, type, listProps, children }: SortableListProps) {
  return (
    <Droppable droppableId={droppableId} type={type}>
      {(provided, snapshot) => (
        <Stack gap="xs" {...listProps?.(snapshot)} ref={provided.innerRef} {...provided.droppableProps}>
          {children}
          {provided.placeholder}
        </Stack>
      )}
    </Droppable>
  );
}

interface SortableCardProps extends Omit<PaperProps, 'children' | 'style'> {
  id: string;
  index: number;
  /** True while a new order is being saved. */
  disabled: boolean;
  testId: string;
  /** Added to the style drag-and-drop gives the card. */
  style?: CSSProperties;
  /** The card's content; `provided` goes to its `DragHandle`. */
  children: (provided: DraggableProvided) => ReactNode;
}

/** One bordered card of a sortable list, lifted by a shadow while it is dragged. */
export function SortableCard({ id, index, disabled, testId, style, children, ...paper }: SortableCardProps) {
  return (
    <Draggable draggableId={id} index={index} isDragDisabled={disabled}>
      {(provided, snapshot) => (
        <Paper
          ref={provided.innerRef}
          {...provided.draggableProps}
          withBorder
          radius="md"
          shadow={snapshot.isDragging ? 'md' : undefined}
          data-testid={testId}
          {...paper}
          style={{ ...provided.draggableProps.style, ...style }}
        >
          {children(provided)}
        </Paper>
      )}
    </Draggable>
  );
}
