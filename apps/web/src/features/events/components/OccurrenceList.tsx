import type { EventOccurrence } from '@giapha/contract';
import { parseIsoDay, type SolarDate } from '@giapha/genealogy';
import { Anchor, Badge, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import clsx from 'clsx';
import { Link } from 'react-router';
import {
  countdownLabel,
  daysBetween,
  formatIsoAsSolar,
  formatLunarShort,
  formatSolar,
  isGio,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  weekdayOf,
} from '../calendar.ts';
import { occurrenceHref } from '../publicPaths.ts';
import classes from './OccurrenceList.module.css';

/** The two markers of the calendar: a giỗ and any other event. */
export const GIO_COLOR = 'grape';
export const EVENT_COLOR = 'teal';

export function occurrenceColor(occurrence: Pick<EventOccurrence, 'source' | 'person'>): string {
  return isGio(occurrence) ? GIO_COLOR : EVENT_COLOR;
}

/** `Giỗ` or `Sự kiện`, as the badge beside an occurrence says it. */
export function occurrenceKindLabel(occurrence: Pick<EventOccurrence, 'source' | 'person'>): string {
  return isGio(occurrence) ? 'Giỗ' : 'Sự kiện';
}

/** `Âm lịch 10/3` and what else is known of the day: time, place, the last day of a long event. */
function detailsLine(occurrence: EventOccurrence): string {
  const parts = [`Âm lịch ${formatLunarShort(occurrence.lunar)}`];
  if (occurrence.endDate) parts.push(`đến ${formatIsoAsSolar(occurrence.endDate)}`);
  return parts.join(' · ');
}

function Leaf({ day }: { day: SolarDate }) {
  const weekday = weekdayOf(day);
  return (
    <div className={clsx(classes.leaf, weekday === 0 && classes.sunday)} aria-hidden="true">
      <span className={classes.leafMonth}>Th {day.month}</span>
      <span className={classes.leafDay}>{day.day}</span>
      <span className={classes.leafWeekday}>{WEEKDAY_SHORT[weekday]}</span>
    </div>
  );
}

export interface OccurrenceItemProps {
  occurrence: EventOccurrence;
  /** Shows `còn N ngày` from this day. */
  countdownFrom?: SolarDate;
}

/** One day of an event or a giỗ: its leaf, title (to the event page or the person's tree), lunar day, time, place. */
export function OccurrenceItem({ occurrence, countdownFrom }: OccurrenceItemProps) {
  const day = parseIsoDay(occurrence.date);
  const href = occurrenceHref(occurrence);
  const countdown = day && countdownFrom ? countdownLabel(daysBetween(countdownFrom, day)) : null;
  const dateLabel = day ? `${WEEKDAY_NAMES[weekdayOf(day)]}, ${formatSolar(day)}` : occurrence.date;
  return (
    <li className={classes.item} data-source={occurrence.source}>
      {day ? <Leaf day={day} /> : null}
      <Stack gap={2} className={classes.body}>
        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
          {href ? (
            <Anchor component={Link} to={href} fw={600} size="sm" c="inherit" className={classes.title}>
              {occurrence.title}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" className={classes.title}>
              {occurrence.title}
            </Text>
          )}
          <Badge
            size="sm"
            variant="light"
            color={occurrenceColor(occurrence)}
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {occurrenceKindLabel(occurrence)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {dateLabel} · {detailsLine(occurrence)}
          {countdown ? (
            <Text span size="xs" fw={600} c="clan">
              {' '}
              · {countdown}
            </Text>
          ) : null}
        </Text>
        {occurrence.startTime || occurrence.location ? (
          <Group gap="sm" c="dimmed">
            {occurrence.startTime ? (
              <Group gap={4} wrap="nowrap">
                <IconClock size={13} aria-hidden="true" />
                <Text size="xs">
                  <VisuallyHidden>Giờ: </VisuallyHidden>
                  {occurrence.startTime}
                </Text>
              </Group>
            ) : null}
            {occurrence.location ? (
              <Group gap={4} wrap="nowrap" miw={0}>
                <IconMapPin size={13} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {occurrence.location}
                </Text>
              </Group>
            ) : null}
          </Group>
        ) : null}
        {occurrence.clamped30To29 ? (
          <Text size="xs" c="dimmed" fs="italic">
            Tháng này thiếu (29 ngày) nên giỗ ngày 29.
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}

export interface OccurrenceListProps {
  occurrences: readonly EventOccurrence[];
  /** The list's accessible name. */
  label: string;
  countdownFrom?: SolarDate;
}

export function OccurrenceList({ occurrences, label, countdownFrom }: OccurrenceListProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {occurrences.map((occurrence) => (
        <OccurrenceItem
          key={`${occurrence.source}-${occurrence.eventId ?? occurrence.person?.id ?? occurrence.title}-${occurrence.date}`}
          occurrence={occurrence}
          countdownFrom={countdownFrom}
        />
      ))}
    </ul>
  );
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'] as const;

export function OccurrenceListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Đang tải sự kiện">
      {SKELETON_KEYS.slice(0, rows).map((key) => (
        <Group key={key} gap="sm" wrap="nowrap">
          <Skeleton h={56} w={56} radius="sm" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={14} w="70%" />
            <Skeleton h={10} w="50%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
