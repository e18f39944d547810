import { type EventListItem, eventCalendarSchema } from '@giapha/contract';
import { parseIsoDay } from '@giapha/genealogy';
import { Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import {
  AdminListPage,
  ALL_FILTER_VALUE,
  actionsColumn,
  emptyListText,
  fromMd,
  fromSm,
  ListFilterSelect,
  listParam,
  RecordLink,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useAdminEvents } from '../api/adminEvents.ts';
import { formatLunarShort, formatSolarWithWeekday } from '../calendar.ts';
import {
  type EventAdminActions,
  EventAdminActionsMenu,
  editEventPath,
  useEventAdminActions,
} from '../components/EventAdminActions.tsx';
import { EventKindBadge } from '../components/EventKindBadge.tsx';
import { EVENT_CALENDAR_LABELS } from '../texts.ts';

const EVENTS_PAGE_SIZE = 20;

const KIND_OPTIONS = [
  { value: ALL_FILTER_VALUE, label: 'Mọi loại lịch' },
  { value: 'solar', label: EVENT_CALENDAR_LABELS.solar },
  { value: 'lunar', label: 'Âm lịch (một lần)' },
  { value: 'lunarYearly', label: 'Âm lịch hằng năm (giỗ, Tết…)' },
  { value: 'thanhMinh', label: EVENT_CALENDAR_LABELS.thanhMinh },
];

/** The next day as the table shows it: solar with weekday, then the lunar day. */
function NextDate({ event }: { event: EventListItem }) {
  const day = event.next ? parseIsoDay(event.next.date) : undefined;
  if (!event.next || !day) {
    return (
      <Text size="sm" c="dimmed">
        Đã diễn ra
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{formatSolarWithWeekday(day)}</Text>
      <Text size="xs" c="dimmed">
        Âm lịch {formatLunarShort(event.next.lunar)}
      </Text>
    </Stack>
  );
}

function eventColumns(actions: EventAdminActions): DataTableColumn<EventListItem>[] {
  return [
    {
      accessor: 'title',
      title: 'Tên sự kiện',
      render: (event) => (
        <Stack gap={2} miw={0}>
          <RecordLink to={editEventPath(event.id)}>{event.title}</RecordLink>
          <Text size="xs" c="dimmed" truncate="end">
            /{event.slug}
          </Text>
          {/* A phone has room for one text column: kind and next date ride under the title. */}
          <Stack gap={4} hiddenFrom="sm">
            <EventKindBadge event={event} size="sm" style={{ alignSelf: 'flex-start' }} />
            <NextDate event={event} />
          </Stack>
        </Stack>
      ),
    },
    {
      accessor: 'calendar',
      title: 'Loại',
      visibleMediaQuery: fromSm,
      render: (event) => <EventKindBadge event={event} />,
    },
    {
      accessor: 'next',
      title: 'Lần tới',
      visibleMediaQuery: fromSm,
      render: (event) => <NextDate event={event} />,
    },
    {
      accessor: 'location',
      title: 'Địa điểm',
      visibleMediaQuery: fromMd,
      render: (event) => event.location ?? <Text c="dimmed">—</Text>,
    },
    actionsColumn((event) => <EventAdminActionsMenu event={event} actions={actions} />),
  ];
}

/** /admin/events: the clan's events, searched and filtered by kind on the server (filters in the address). */
export function AdminEventsPage() {
  usePageTitle('Quản lý sự kiện');
  const list = useListPage(EVENTS_PAGE_SIZE);
  const { search } = list;
  const calendar = listParam(list, 'calendar', eventCalendarSchema);
  const actions = useEventAdminActions();

  const query = useAdminEvents({ ...list.searchedRange, calendar });
  const listing = useListRecords(list, query, (data) => data.events);
  const filtered = calendar !== undefined;

  return (
    <AdminListPage<EventListItem>
      title="Sự kiện"
      description="Ngày giỗ, Giỗ Tổ, Tết, Thanh Minh và các buổi họp mặt của dòng họ, theo dương lịch hoặc âm lịch."
      create={{ to: '/admin/events/create', label: 'Thêm sự kiện', icon: IconCalendarPlus }}
      listing={listing}
      search={{ label: 'Tìm sự kiện', placeholder: 'Tìm theo tên (gõ không dấu cũng được)' }}
      filters={
        <ListFilterSelect
          updateFilters={list.updateFilters}
          param="calendar"
          value={calendar}
          w={{ base: '100%', sm: 260 }}
          aria-label="Lọc theo loại lịch"
          data={KIND_OPTIONS}
        />
      }
      summary={{ shown: Boolean(search) || filtered, noun: 'sự kiện', clear: ['calendar'] }}
      errorTitle="Không tải được danh sách sự kiện"
      table={{
        'aria-label': 'Danh sách sự kiện',
        columns: eventColumns(actions),
        emptyText: emptyListText({
          noun: 'sự kiện',
          search,
          filtered: filtered && 'Không có sự kiện nào thuộc loại lịch này',
          empty: 'Chưa có sự kiện nào. Bấm “Thêm sự kiện” để bắt đầu — Giỗ Tổ, Thanh Minh, Tết có sẵn mẫu.',
        }),
      }}
    />
  );
}
