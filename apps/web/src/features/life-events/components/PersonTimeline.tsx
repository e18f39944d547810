import type { LifeEvent } from '@giapha/contract';
import { lifeDateSortKey } from '@giapha/genealogy';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { usePersonEvents } from '../api/listLifeEvents.ts';
import { useReorderLifeEvents } from '../api/reorderLifeEvents.ts';
import { LIFE_EVENT_TEXTS, LIFE_EVENTS_FALLBACK } from '../texts.ts';
import { LifeEventItems, type LifeEventMoves } from './LifeEventItems.tsx';
import { useLifeEventActions } from './useLifeEventActions.tsx';

/** Events the server cannot place in time: the clan orders these by hand. */
function isUndated(event: LifeEvent): boolean {
  return lifeDateSortKey(event.date) === null;
}

/** A placeholder of two events while they load. */
function TimelineSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Stack>
  );
}

/**
 * The person page's timeline: the life events in date order (the undated ones after, moved with the
 * arrows), each with its type, value, date as written, place and note; add, edit and remove.
 */
export function PersonTimeline({ personId }: { personId: string }) {
  const titleId = useId();
  const query = usePersonEvents(personId);
  const reorder = useReorderLifeEvents();
  const actions = useLifeEventActions({ kind: 'person', id: personId });
  const events = query.data ?? [];
  const undated = events.filter(isUndated);

  const moves: LifeEventMoves = {
    busy: reorder.isPending,
    canMove: (event) => {
      const index = undated.findIndex((e) => e.id === event.id);
      if (index < 0 || undated.length < 2) return null;
      return { up: index > 0, down: index < undated.length - 1 };
    },
    onMove: (event, direction) => {
      const ids = undated.map((e) => e.id);
      const from = ids.indexOf(event.id);
      const to = from + direction;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to] ?? event.id, event.id];
      reorder.mutate(
        { personId, ids },
        { onError: (error) => toast.error(errorMessage(error, LIFE_EVENTS_FALLBACK.reorder)) },
      );
    },
  };

  return (
    <SectionPanel titleId={titleId} mt="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
            <Title order={2} size="h4" id={titleId}>
              {LIFE_EVENT_TEXTS.timelineTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {LIFE_EVENT_TEXTS.timelineDescription}
            </Text>
          </Stack>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={actions.add}>
            {LIFE_EVENT_TEXTS.add}
          </Button>
        </Group>
        <QueryBody
          query={query}
          placeholder={<TimelineSkeleton />}
          errorTitle={LIFE_EVENT_TEXTS.loadError}
          isEmpty={events.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {LIFE_EVENT_TEXTS.timelineEmpty}
            </Text>
          }
        >
          <LifeEventItems events={events} onEdit={actions.edit} onDelete={actions.remove} moves={moves} />
        </QueryBody>
      </Stack>
      {actions.modal}
    </SectionPanel>
  );
}
