import type { MyReminders } from '@giapha/contract';
import { Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { OccurrenceList, today } from '../../events/index.ts';

const TITLE_ID = 'reminder-upcoming-title';

/** /settings/reminders: "Sắp tới" — the next days the member will be told about (60 days ahead). */
export function UpcomingCard({ settings }: { settings: MyReminders }) {
  return (
    <SectionPanel titleId={TITLE_ID}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Sắp tới
          </Title>
          <Text size="sm" c="dimmed">
            Những ngày giỗ{settings.includeEvents ? ' và sự kiện' : ''} bạn sẽ được nhắc trong 60 ngày tới.
          </Text>
        </Stack>
        {settings.upcoming.length === 0 ? (
          <Text size="sm">Không có ngày giỗ nào trong 60 ngày tới.</Text>
        ) : (
          <OccurrenceList occurrences={settings.upcoming} label="Ngày giỗ sắp tới" countdownFrom={today()} />
        )}
      </Stack>
    </SectionPanel>
  );
}
