import type { EventOccurrence } from '@giapha/contract';
import { formatIsoDay, parseIsoDay, type SolarDate } from '@giapha/genealogy';
import { ActionIcon, Button, Grid, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { usePageTitle, useSiteSetting } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { CalendarSubscribe } from '../../calendar/index.ts';
import { SectionTitle } from '../../home/index.ts';
import { useEventsInMonth } from '../api/publicEventsInMonth.ts';
import { useUpcomingEvents } from '../api/publicUpcomingEvents.ts';
import {
  addMonths,
  canChiOfDay,
  formatLunarLong,
  formatMonthParam,
  formatSolarWithWeekday,
  isShowableMonth,
  lunarMonthsLabel,
  lunarOf,
  type MonthKey,
  monthOfDay,
  occurrencesByDay,
  parseMonthParam,
  sameMonth,
  today as vietnamToday,
} from '../calendar.ts';
import { CalendarLegend, MonthCalendar } from '../components/MonthCalendar.tsx';
import { OccurrenceList, OccurrenceListSkeleton } from '../components/OccurrenceList.tsx';
import { EVENTS_FALLBACK } from '../texts.ts';
import classes from './EventsPage.module.css';

export const UPCOMING_LIMIT = 10;
/** The month's list shows this many before “Xem tất cả”. */
export const MONTH_LIST_LIMIT = 12;
const NO_OCCURRENCES: ReadonlyMap<string, EventOccurrence[]> = new Map();

/** `/events`: the clan's month calendar (solar and lunar), the month's events and giỗ, and what comes next. */
export function EventsPage() {
  usePageTitle('Lịch sự kiện');
  const { setting } = useSiteSetting();
  // The clan's date setting (DESIGN §12): Sunday first by default (spec §9), Monday first with dd/mm.
  const firstDayOfWeek = setting?.dateFormat === 'dd/mm/yy' ? 1 : 0;
  const [params, updateFilters] = useUrlFilters();
  const today = useMemo(() => vietnamToday(), []);
  const todayIso = formatIsoDay(today);
  const month = parseMonthParam(params.get('month')) ?? monthOfDay(today);
  const monthParam = formatMonthParam(month);
  const pickedDay = parseIsoDay(params.get('day') ?? '');
  const selected = pickedDay && sameMonth(monthOfDay(pickedDay), month) ? pickedDay : undefined;
  // Without a day picked, today is the day shown (when it is in this month).
  const shownDay = selected ?? (sameMonth(monthOfDay(today), month) ? today : undefined);

  const query = useEventsInMonth(monthParam);
  const occurrences = query.data ?? [];
  // While the next month loads, the previous month's answer stands in: its markers are not this month's.
  const byDay = query.isPlaceholderData ? NO_OCCURRENCES : occurrencesByDay(occurrences, month);

  const goToMonth = (next: MonthKey) => {
    if (!isShowableMonth(next)) return;
    updateFilters({ month: formatMonthParam(next), day: undefined });
  };
  const goToToday = () => updateFilters({ month: undefined, day: undefined });
  const selectDay = (iso: string) => updateFilters({ month: monthParam, day: iso });

  const shownIso = shownDay ? formatIsoDay(shownDay) : null;
  const monthLoaded = query.isSuccess && !query.isPlaceholderData;

  return (
    <Stack gap="lg">
      <SectionTitle
        order={1}
        description="Lịch âm dương của dòng họ: ngày giỗ các cụ, Giỗ Tổ, Tết, Thanh Minh và các buổi họp mặt."
      >
        Lịch sự kiện
      </SectionTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 6, sm: 'md' }} className={classes.calendarCard}>
              <Stack gap="sm">
                <MonthHeader
                  month={month}
                  fetching={query.isFetching}
                  onPrevious={() => goToMonth(addMonths(month, -1))}
                  onNext={() => goToMonth(addMonths(month, 1))}
                  onToday={goToToday}
                />
                {query.isError ? <FailedQueryAlert title={EVENTS_FALLBACK.month} query={query} /> : null}
                <MonthCalendar
                  month={month}
                  firstDayOfWeek={firstDayOfWeek}
                  occurrences={byDay}
                  todayIso={todayIso}
                  selectedIso={shownIso}
                  onSelect={selectDay}
                />
                <CalendarLegend />
              </Stack>
            </Paper>
            {shownDay ? (
              <DayDetails
                day={shownDay}
                occurrences={byDay.get(formatIsoDay(shownDay)) ?? []}
                loading={!monthLoaded}
              />
            ) : null}
            <SectionPanel titleId="month-list">
              <Title order={2} size="h4" id="month-list" mb="sm">
                Trong tháng {month.month}/{month.year}
              </Title>
              <MonthList
                loading={!monthLoaded && !query.isError}
                failed={query.isError}
                occurrences={occurrences}
                month={month}
              />
            </SectionPanel>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <UpcomingPanel today={today} />
            <CalendarSubscribe />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function MonthHeader({
  month,
  fetching,
  onPrevious,
  onNext,
  onToday,
}: {
  month: MonthKey;
  fetching: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Tháng trước"
          onClick={onPrevious}
          disabled={!isShowableMonth(addMonths(month, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Stack gap={0} align="center" miw={0}>
          <Group gap={6} wrap="nowrap">
            <Title order={2} className={classes.monthTitle} aria-live="polite">
              Tháng {month.month} năm {month.year}
            </Title>
            {fetching ? <Loader size={14} aria-label="Đang tải" /> : null}
          </Group>
          <Text size="sm" c="dimmed" ta="center" className={classes.lunarMonths} data-testid="lunar-months">
            Âm lịch: {lunarMonthsLabel(month)}
          </Text>
        </Stack>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Tháng sau"
          onClick={onNext}
          disabled={!isShowableMonth(addMonths(month, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Group justify="center">
        <Button size="compact-sm" variant="light" onClick={onToday}>
          Hôm nay
        </Button>
      </Group>
    </Stack>
  );
}

function DayDetails({
  day,
  occurrences,
  loading,
}: {
  day: SolarDate;
  occurrences: readonly EventOccurrence[];
  loading: boolean;
}) {
  const lunar = lunarOf(day);
  let list: ReactNode;
  if (loading) list = <OccurrenceListSkeleton rows={1} />;
  else if (occurrences.length === 0)
    list = (
      <Text size="sm" c="dimmed">
        Không có sự kiện nào trong ngày này.
      </Text>
    );
  else
    list = <OccurrenceList occurrences={occurrences} label={`Sự kiện ngày ${formatSolarWithWeekday(day)}`} />;
  return (
    <SectionPanel titleId="day-title">
      <Stack gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h4" id="day-title" className={classes.dayTitle}>
            {formatSolarWithWeekday(day)}
          </Title>
          {lunar ? (
            <Text size="sm">
              Âm lịch: {formatLunarLong(lunar)}{' '}
              <Text span size="sm" c="dimmed">
                ({canChiOfDay(day, lunar)})
              </Text>
            </Text>
          ) : null}
        </Stack>
        {list}
      </Stack>
    </SectionPanel>
  );
}

function MonthList({
  loading,
  failed,
  occurrences,
  month,
}: {
  loading: boolean;
  failed: boolean;
  occurrences: readonly EventOccurrence[];
  month: MonthKey;
}) {
  if (loading) return <OccurrenceListSkeleton />;
  if (failed)
    return (
      <Text size="sm" c="dimmed">
        Chưa tải được sự kiện của tháng này.
      </Text>
    );
  if (occurrences.length === 0) {
    return (
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" radius="xl">
          <IconCalendarEvent size={18} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          Tháng {month.month}/{month.year} chưa có ngày giỗ hay sự kiện nào.
        </Text>
      </Group>
    );
  }
  return <LongOccurrenceList key={formatMonthParam(month)} occurrences={occurrences} month={month} />;
}

/** A month of a large tree holds dozens of giỗ: the first ones, then all on request. */
function LongOccurrenceList({
  occurrences,
  month,
}: {
  occurrences: readonly EventOccurrence[];
  month: MonthKey;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? occurrences : occurrences.slice(0, MONTH_LIST_LIMIT);
  return (
    <Stack gap="xs">
      <OccurrenceList occurrences={shown} label={`Sự kiện tháng ${month.month}/${month.year}`} />
      {shown.length < occurrences.length ? (
        <Button
          variant="light"
          size="compact-sm"
          style={{ alignSelf: 'center' }}
          onClick={() => setAll(true)}
        >
          Xem tất cả {occurrences.length} mục trong tháng
        </Button>
      ) : null}
    </Stack>
  );
}

function UpcomingPanel({ today }: { today: SolarDate }) {
  const query = useUpcomingEvents({ limit: UPCOMING_LIMIT, offset: 0 });
  let body: ReactNode;
  if (query.isPending) body = <OccurrenceListSkeleton />;
  else if (query.isError) body = <FailedQueryAlert title={EVENTS_FALLBACK.upcoming} query={query} />;
  else if (query.data.occurrences.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        Chưa có sự kiện sắp tới.
      </Text>
    );
  else
    body = (
      <OccurrenceList occurrences={query.data.occurrences} label="Sự kiện sắp tới" countdownFrom={today} />
    );
  return (
    <SectionPanel titleId="upcoming-title">
      <Title order={2} size="h4" id="upcoming-title" mb="sm">
        Sắp tới
      </Title>
      {body}
    </SectionPanel>
  );
}
