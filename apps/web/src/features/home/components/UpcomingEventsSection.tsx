import type { Section } from '@giapha/contract';
import { SECTION_TYPE_LABELS } from '@giapha/contract';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryBody } from '../../../components/QueryBody.tsx';
import {
  EVENTS_FALLBACK,
  OccurrenceList,
  OccurrenceListSkeleton,
  useUpcomingEvents,
  today as vietnamToday,
} from '../../events/index.ts';
import { HomeSection } from './HomeSection.tsx';

/** The next events and giỗ of the clan (as many as the block's limit), each with its solar and lunar day. */
export function UpcomingEventsSection({ section }: { section: Section }) {
  const query = useUpcomingEvents({ limit: section.itemLimit, offset: 0 });
  const title = section.title ?? SECTION_TYPE_LABELS.upcomingEvents;

  const occurrences = query.data?.occurrences ?? [];
  return (
    <HomeSection
      section={section}
      kind="upcomingEvents"
      title={title}
      more={{ to: '/events', label: 'Xem lịch' }}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <QueryBody
          query={query}
          placeholder={<OccurrenceListSkeleton rows={Math.min(section.itemLimit, 3)} />}
          errorTitle={EVENTS_FALLBACK.upcoming}
          isEmpty={occurrences.length === 0}
          empty={<NoUpcomingEvents />}
        >
          <OccurrenceList occurrences={occurrences} label={title} countdownFrom={vietnamToday()} />
        </QueryBody>
      </Paper>
    </HomeSection>
  );
}

function NoUpcomingEvents() {
  return (
    <Stack align="center" gap="xs" ta="center" py="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="gold">
        <IconCalendarEvent size={28} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        Chưa có sự kiện sắp tới
      </Text>
      <Text size="sm" c="dimmed">
        Ngày giỗ, lễ hội và các buổi họp mặt của dòng họ sẽ hiện ở đây.
      </Text>
      <Button component={Link} to="/events" variant="subtle" rightSection={<IconArrowRight size={16} />}>
        Xem lịch sự kiện
      </Button>
    </Stack>
  );
}
