import { MESSAGES, type PublicEvent } from '@giapha/contract';
import { parseIsoDay, type SolarDate, yearCanChi } from '@giapha/genealogy';
import { Anchor, Badge, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarOff,
  IconClock,
  IconMapPin,
  IconMoon,
  IconRepeat,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  DetailCover,
  DetailFooterLink,
  DetailSkeleton,
  DetailSummary,
  DetailTitle,
  GoldPanel,
  PublicDetailPage,
  TextLinesSkeleton,
} from '../../../components/public-detail/PublicDetailPage.tsx';
import { RichContent } from '../../../components/RichContent.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { treeViewerPath } from '../../home/index.ts';
import { usePublicEvent } from '../api/publicEvent.ts';
import {
  canChiOfDay,
  countdownLabel,
  daysBetween,
  formatLunarLong,
  formatLunarShort,
  formatSolarWithWeekday,
  lunarOf,
  today as vietnamToday,
  yearlyDaysAfter,
} from '../calendar.ts';
import { eventSlugFromParam } from '../publicPaths.ts';
import { eventKindColor, eventKindLabel } from '../texts.ts';
import classes from './EventDetailPage.module.css';

const PAGE_WIDTH = 760;
/** Yearly events list this many years after the next one. */
const FOLLOWING_YEARS = 4;

/** `/events/{slug}.html`: one event, its day in both calendars and, for a yearly one, the years ahead. */
export function EventDetailPage() {
  const query = usePublicEvent(eventSlugFromParam(useParams().slug));
  return (
    <PublicDetailPage
      query={query}
      missing={{
        icon: <IconCalendarOff size={32} />,
        title: MESSAGES.eventNotFound,
        description: 'Sự kiện này không tồn tại hoặc đã bị xóa.',
        back: { to: '/events', label: 'Về lịch sự kiện' },
      }}
      errorTitle="Không thể tải sự kiện"
      back={{ to: '/events', label: 'Lịch sự kiện' }}
      maw={PAGE_WIDTH}
      skeleton={<EventSkeleton />}
    >
      {(event) => <EventArticle event={event} />}
    </PublicDetailPage>
  );
}

/** `08:00`, `08:00 – 11:00`. */
function timeRange(event: Pick<PublicEvent, 'startTime' | 'endTime'>): string {
  if (!event.startTime) return '';
  return event.endTime ? `${event.startTime} – ${event.endTime}` : event.startTime;
}

/** What repeats, in words: `Hằng năm vào ngày 10 tháng 3 âm lịch`. */
function repeatLine(event: PublicEvent): string | null {
  if (event.calendar === 'lunarYearly' && event.lunar) {
    return `Hằng năm vào ${formatLunarLong({ ...event.lunar, leap: false, year: null })} âm lịch`;
  }
  if (event.calendar === 'thanhMinh') return 'Hằng năm vào tiết Thanh Minh (4 hoặc 5 tháng 4 dương lịch)';
  return null;
}

/** The day the page is about: the next one, else (an event that is over) the day it was held. */
function shownDayOf(
  event: PublicEvent,
): { day: SolarDate; end: SolarDate | undefined; past: boolean } | null {
  if (event.next) {
    const day = parseIsoDay(event.next.date);
    if (day)
      return { day, end: event.next.endDate ? parseIsoDay(event.next.endDate) : undefined, past: false };
  }
  const start = event.startDate ? parseIsoDay(event.startDate) : undefined;
  if (!start) return null;
  return { day: start, end: event.endDate ? parseIsoDay(event.endDate) : undefined, past: true };
}

function EventArticle({ event }: { event: PublicEvent }) {
  const today = vietnamToday();
  const shown = shownDayOf(event);
  const lunar = shown ? lunarOf(shown.day) : null;
  const yearly = event.calendar === 'lunarYearly' || event.calendar === 'thanhMinh';
  const following = yearly && shown ? yearlyDaysAfter(event, shown.day, FOLLOWING_YEARS) : [];
  const time = timeRange(event);
  const repeat = repeatLine(event);
  const personTree = event.next?.treeId ?? null;

  return (
    <article>
      <Stack gap="sm">
        <Badge
          variant="light"
          color={eventKindColor(event)}
          radius="sm"
          tt="none"
          size="lg"
          style={{ alignSelf: 'flex-start' }}
        >
          {eventKindLabel(event)}
        </Badge>
        <DetailTitle>{event.title}</DetailTitle>
        <GoldPanel label="Thời gian và địa điểm">
          <Stack gap="xs">
            {shown ? (
              <>
                <Row icon={<IconCalendarEvent size={18} />} label="Dương lịch">
                  <Text fw={600}>
                    {formatSolarWithWeekday(shown.day)}
                    {shown.end ? ` – ${formatSolarWithWeekday(shown.end)}` : ''}
                  </Text>
                  {shown.past ? (
                    <Text size="sm" c="dimmed">
                      Sự kiện đã diễn ra
                    </Text>
                  ) : (
                    <Text size="sm" c="clan" fw={600}>
                      {yearly ? 'Lần tới: ' : ''}
                      {countdownLabel(daysBetween(today, shown.day))}
                    </Text>
                  )}
                </Row>
                {lunar ? (
                  <Row icon={<IconMoon size={18} />} label="Âm lịch">
                    <Text fw={600}>{formatLunarLong(lunar)}</Text>
                    <Text size="sm" c="dimmed">
                      {canChiOfDay(shown.day, lunar)}
                    </Text>
                    {event.next?.clamped30To29 ? (
                      <Text size="sm" c="dimmed" fs="italic">
                        Tháng này thiếu (29 ngày) nên giỗ ngày 29.
                      </Text>
                    ) : null}
                  </Row>
                ) : null}
              </>
            ) : (
              <Text c="dimmed">Chưa có ngày diễn ra.</Text>
            )}
            {repeat ? (
              <Row icon={<IconRepeat size={18} />} label="Lặp lại">
                <Text>{repeat}</Text>
              </Row>
            ) : null}
            {time ? (
              <Row icon={<IconClock size={18} />} label="Giờ">
                <Text>{time}</Text>
              </Row>
            ) : null}
            {event.location ? (
              <Row icon={<IconMapPin size={18} />} label="Địa điểm">
                <Text style={{ overflowWrap: 'anywhere' }}>{event.location}</Text>
              </Row>
            ) : null}
            {event.person ? (
              <Row icon={<IconUser size={18} />} label="Giỗ của">
                {personTree ? (
                  <Anchor component={Link} to={treeViewerPath(personTree)} fw={600}>
                    {event.person.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{event.person.name}</Text>
                )}
              </Row>
            ) : null}
          </Stack>
        </GoldPanel>
        {following.length > 0 ? (
          <SectionPanel titleId="following-years">
            <Title order={2} size="h4" id="following-years" mb="xs">
              Những năm sau
            </Title>
            <ul className={classes.years}>
              {following.map((day) => (
                <li key={`${day.solar.year}-${day.solar.month}-${day.solar.day}`}>
                  <div className={classes.yearRow}>
                    <Text size="sm" fw={600}>
                      {formatSolarWithWeekday(day.solar)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Âm lịch {formatLunarShort(day.lunar)} năm {yearCanChi(day.lunar.year)}
                    </Text>
                  </div>
                </li>
              ))}
            </ul>
          </SectionPanel>
        ) : null}
        {event.summary ? <DetailSummary>{event.summary}</DetailSummary> : null}
        {event.coverImage ? <DetailCover src={event.coverImage} maxHeight={420} /> : null}
        {event.description ? <RichContent html={event.description} /> : null}
      </Stack>
      <DetailFooterLink to="/events">Xem lịch sự kiện</DetailFooterLink>
    </article>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        variant="white"
        color="clan"
        size={28}
        radius="xl"
        style={{ flexShrink: 0 }}
        aria-hidden="true"
      >
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

function EventSkeleton() {
  return (
    <DetailSkeleton label="Đang tải sự kiện">
      <Skeleton height={22} width={120} />
      <Skeleton height={36} />
      <Skeleton height={140} mt="md" />
      <TextLinesSkeleton lines={4} />
    </DetailSkeleton>
  );
}
