import type { LifeEvent } from '@giapha/contract';
import { Group, Menu, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { DeleteMenuItem, RowActionsMenu } from '../../../components/list-page/index.ts';
import { RowIconButton } from '../../../components/RowIconButton.tsx';
import { lifeEventDate, lifeEventPlace, lifeEventTitle } from '../format.ts';
import { LIFE_EVENT_TEXTS } from '../texts.ts';

export interface LifeEventMoves {
  /** Whether this event is ordered by hand, and where it may go. */
  canMove: (event: LifeEvent) => { up: boolean; down: boolean } | null;
  onMove: (event: LifeEvent, direction: -1 | 1) => void;
  busy: boolean;
}

interface LifeEventItemsProps {
  events: readonly LifeEvent[];
  onEdit: (event: LifeEvent) => void;
  onDelete: (event: LifeEvent) => void;
  moves?: LifeEventMoves;
}

/**
 * Events one under the other: the date (or "Chưa rõ ngày"), the name, the value, the place and the
 * note; the ⋮ menu edits or removes, the arrows move an undated event. One column at any width.
 */
export function LifeEventItems({ events, onEdit, onDelete, moves }: LifeEventItemsProps) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((event) => {
        const title = lifeEventTitle(event);
        const date = lifeEventDate(event);
        const place = lifeEventPlace(event);
        const move = moves?.canMove(event) ?? null;
        return (
          <Group
            key={event.id}
            component="li"
            wrap="nowrap"
            align="flex-start"
            gap="xs"
            pb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" c={date ? undefined : 'dimmed'} fw={500}>
                {date || LIFE_EVENT_TEXTS.noDate}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
              {event.value ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {event.value}
                </Text>
              ) : null}
              {place ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {LIFE_EVENT_TEXTS.place}: {place}
                </Text>
              ) : null}
              {event.note ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {event.note}
                </Text>
              ) : null}
            </Stack>
            {move && moves ? (
              <Group gap={0} wrap="nowrap">
                <RowIconButton
                  label={`${LIFE_EVENT_TEXTS.moveUp}: ${title}`}
                  disabled={!move.up || moves.busy}
                  onClick={() => moves.onMove(event, -1)}
                >
                  <IconArrowUp size={18} />
                </RowIconButton>
                <RowIconButton
                  label={`${LIFE_EVENT_TEXTS.moveDown}: ${title}`}
                  disabled={!move.down || moves.busy}
                  onClick={() => moves.onMove(event, 1)}
                >
                  <IconArrowDown size={18} />
                </RowIconButton>
              </Group>
            ) : null}
            <RowActionsMenu label={`Thao tác với sự kiện ${title}`} size={40}>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(event)}>
                {LIFE_EVENT_TEXTS.edit}
              </Menu.Item>
              <DeleteMenuItem onClick={() => onDelete(event)} />
            </RowActionsMenu>
          </Group>
        );
      })}
    </Stack>
  );
}
