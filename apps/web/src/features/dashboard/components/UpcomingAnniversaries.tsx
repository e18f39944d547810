import type { EventOccurrence } from '@giapha/contract';
import { parseIsoDay } from '@giapha/genealogy';
import { Anchor, Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCandle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { SubscribeCalendarLink } from '../../calendar/index.ts';
import {
  countdownLabel,
  daysBetween,
  EVENTS_FALLBACK,
  formatLunarShort,
  formatSolarWithWeekday,
  useAnniversaries,
  today as vietnamToday,
} from '../../events/index.ts';
import { DashboardList, DashboardListItem, DashboardListSkeleton } from './DashboardList.tsx';

export const ANNIVERSARY_DAYS = 30;

function AnniversaryRow({ occurrence, days }: { occurrence: EventOccurrence; days: number | null }) {
  const day = parseIsoDay(occurrence.date);
  const name = occurrence.person?.name ?? occurrence.title;
  return (
    <DashboardListItem>
      <Stack gap={2} miw={0}>
        {occurrence.person ? (
          <Anchor
            component={Link}
            to={`/admin/persons/update/${encodeURIComponent(occurrence.person.id)}`}
            size="sm"
            fw={600}
            c="inherit"
            style={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {day ? formatSolarWithWeekday(day) : occurrence.date} · âm lịch {formatLunarShort(occurrence.lunar)}
          {occurrence.clamped30To29 ? ' (tháng thiếu)' : ''}
        </Text>
      </Stack>
      {days !== null ? (
        <Badge
          variant={days === 0 ? 'filled' : 'light'}
          color={days <= 3 ? 'clan' : 'gray'}
          tt="none"
          style={{ flexShrink: 0 }}
        >
          {countdownLabel(days)}
        </Badge>
      ) : null}
    </DashboardListItem>
  );
}

/** "Ngày giỗ trong 30 ngày tới": every deceased person's giỗ coming up, soonest first, with days left. */
export function UpcomingAnniversaries() {
  const query = useAnniversaries(ANNIVERSARY_DAYS);
  const today = vietnamToday();

  const occurrences = query.data ?? [];
  const content = (
    <QueryBody
      query={query}
      placeholder={<DashboardListSkeleton />}
      errorTitle={EVENTS_FALLBACK.anniversaries}
      isEmpty={occurrences.length === 0}
      empty={
        <Text size="sm" c="dimmed" py="xs">
          Không có ngày giỗ nào trong {ANNIVERSARY_DAYS} ngày tới. Ngày giỗ được tính từ ngày mất âm lịch của
          những người đã mất trong gia phả.
        </Text>
      }
    >
      <DashboardList label="Ngày giỗ sắp tới">
        {occurrences.map((occurrence) => {
          const day = parseIsoDay(occurrence.date);
          return (
            <AnniversaryRow
              key={`${occurrence.person?.id ?? occurrence.title}-${occurrence.date}`}
              occurrence={occurrence}
              days={day ? daysBetween(today, day) : null}
            />
          );
        })}
      </DashboardList>
    </QueryBody>
  );

  return (
    <SectionPanel titleId="anniversaries-title">
      <Group gap="xs" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" color="grape" radius="xl">
          <IconCandle size={18} />
        </ThemeIcon>
        <Title order={2} size="h4" id="anniversaries-title">
          Ngày giỗ trong {ANNIVERSARY_DAYS} ngày tới
        </Title>
        {query.data && query.data.length > 0 ? (
          <Badge color="grape" variant="light" tt="none">
            {query.data.length}
          </Badge>
        ) : null}
      </Group>
      {content}
      <Group gap="md" mt="xs">
        <Anchor component={Link} to="/events" size="sm">
          Xem lịch giỗ
        </Anchor>
        <SubscribeCalendarLink size="sm" />
      </Group>
    </SectionPanel>
  );
}
