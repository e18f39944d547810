import type { LifeEvent } from '@giapha/contract';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { useFamilyEvents } from '../api/listLifeEvents.ts';
import { LIFE_EVENT_TEXTS } from '../texts.ts';
import { LifeEventItems } from './LifeEventItems.tsx';
import { useLifeEventActions } from './useLifeEventActions.tsx';

interface FamilyEventsListProps {
  familyId: string;
  title: string;
  events: readonly LifeEvent[];
}

/** One family's events (marriage, engagement, divorce…) under its title, with add, edit and remove. */
export function FamilyEventsList({ familyId, title, events }: FamilyEventsListProps) {
  const titleId = useId();
  const actions = useLifeEventActions({ kind: 'family', id: familyId });
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
        <Title order={3} size="h5" id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={actions.add}
          aria-label={`${LIFE_EVENT_TEXTS.add}: ${title}`}
          style={{ flexShrink: 0 }}
        >
          {LIFE_EVENT_TEXTS.add}
        </Button>
      </Group>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {LIFE_EVENT_TEXTS.familyEmpty}
        </Text>
      ) : (
        <LifeEventItems events={events} onEdit={actions.edit} onDelete={actions.remove} />
      )}
      {actions.modal}
    </Stack>
  );
}

/** A family's events, loaded by its id: marriage, divorce and the like, with add, edit and remove. */
export function FamilyEventsSection({ familyId, title }: { familyId: string; title: string }) {
  const query = useFamilyEvents(familyId);
  const events = query.data ?? [];
  return (
    <QueryBody
      query={query}
      placeholder={<Skeleton height={56} aria-hidden />}
      errorTitle={LIFE_EVENT_TEXTS.loadError}
      isEmpty={false}
      empty={null}
    >
      <FamilyEventsList familyId={familyId} title={title} events={events} />
    </QueryBody>
  );
}
