import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { usePersonFamilyEvents } from '../api/listLifeEvents.ts';
import { LIFE_EVENT_TEXTS } from '../texts.ts';
import { FamilyEventsList } from './FamilyEventsSection.tsx';

/**
 * "Hôn nhân" on the person page: each family the person is a spouse in, named by the other spouse,
 * with its marriage, divorce… events (date, place, note), added and edited in place.
 */
export function PersonMarriagesSection({ personId }: { personId: string }) {
  const titleId = useId();
  const query = usePersonFamilyEvents(personId);
  const families = query.data ?? [];
  return (
    <SectionPanel titleId={titleId} mt="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {LIFE_EVENT_TEXTS.marriagesTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {LIFE_EVENT_TEXTS.marriagesDescription}
          </Text>
        </Stack>
        <QueryBody
          query={query}
          placeholder={<Skeleton height={72} aria-hidden />}
          errorTitle={LIFE_EVENT_TEXTS.loadError}
          isEmpty={families.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {LIFE_EVENT_TEXTS.marriagesEmpty}
            </Text>
          }
        >
          <Stack gap="lg">
            {families.map((family) => {
              const names = family.spouses.map((s) => s.name).filter(Boolean);
              const title = names.length > 0 ? `Với ${names.join(', ')}` : LIFE_EVENT_TEXTS.unknownSpouse;
              return (
                <FamilyEventsList
                  key={family.familyId}
                  familyId={family.familyId}
                  title={title}
                  events={family.events}
                />
              );
            })}
          </Stack>
        </QueryBody>
      </Stack>
    </SectionPanel>
  );
}
