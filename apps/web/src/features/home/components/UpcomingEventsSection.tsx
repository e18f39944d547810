import type { Section } from '@giapha/contract';
import { SECTION_TYPE_LABELS } from '@giapha/contract';
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import {
  EVENTS_FALLBACK,
  OccurrenceList,
  OccurrenceListSkeleton,
  useUpcomingEvents,
  today as vietnamToday,
} from '../../events/index.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** The next events and giỗ of the clan (as many as the block's limit), each with its solar and lunar day. */
export function UpcomingEventsSection({ section }: { section: Section }) {
  const query = useUpcomingEvents({ limit: section.itemLimit, offset: 0 });
  const title = section.title ?? SECTION_TYPE_LABELS.upcomingEvents;

  let body: ReactNode;
  if (query.isPending) {
    body = <OccurrenceListSkeleton rows={Math.min(section.itemLimit, 3)} />;
  } else if (query.isError) {
    body = (
      <QueryErrorAlert
        title={EVENTS_FALLBACK.upcoming}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.occurrences.length === 0) {
    body = (
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
  } else {
    body = (
      <OccurrenceList occurrences={query.data.occurrences} label={title} countdownFrom={vietnamToday()} />
    );
  }

  return (
    <section aria-labelledby={`section-${section.id}`} data-section="upcomingEvents">
      <SectionTitle
        id={`section-${section.id}`}
        description={section.subtitle}
        action={
          <Anchor component={Link} to="/events" fw={600} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              Xem lịch
              <IconArrowRight size={16} aria-hidden="true" />
            </Group>
          </Anchor>
        }
      >
        {title}
      </SectionTitle>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {body}
      </Paper>
    </section>
  );
}
