import { type EventListItem, eventCalendarSchema } from '@giapha/contract';
import { parseIsoDay } from '@giapha/genealogy';
import {
  Anchor,
  Button,
  Flex,
  Group,
  type MantineTheme,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCalendarPlus, IconFilterOff } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/SiteSetting.tsx';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
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
const SEARCH_DELAY_MS = 350;

const KIND_OPTIONS = [
  { value: 'all', label: 'Mọi loại lịch' },
  { value: 'solar', label: EVENT_CALENDAR_LABELS.solar },
  { value: 'lunar', label: 'Âm lịch (một lần)' },
  { value: 'lunarYearly', label: 'Âm lịch hằng năm (giỗ, Tết…)' },
  { value: 'thanhMinh', label: EVENT_CALENDAR_LABELS.thanhMinh },
];

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseCalendar(value: string | null) {
  const parsed = eventCalendarSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function emptyText(search: string, filtered: boolean): string {
  if (search) return `Không tìm thấy sự kiện nào khớp với “${search}”`;
  if (filtered) return 'Không có sự kiện nào thuộc loại lịch này';
  return 'Chưa có sự kiện nào. Bấm “Thêm sự kiện” để bắt đầu — Giỗ Tổ, Thanh Minh, Tết có sẵn mẫu.';
}

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

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
          <Anchor component={Link} to={editEventPath(event.id)} size="sm" fw={600} c="inherit" lineClamp={2}>
            {event.title}
          </Anchor>
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
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (event) => <EventAdminActionsMenu event={event} actions={actions} />,
    },
  ];
}

/** /admin/events: the clan's events, searched and filtered by kind on the server (filters in the address). */
export function AdminEventsPage() {
  usePageTitle('Quản lý sự kiện');
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const calendar = parseCalendar(searchParams.get('calendar'));
  const [searchInput, setSearchInput] = useState(search);
  const actions = useEventAdminActions();

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = useAdminEvents({
    limit: EVENTS_PAGE_SIZE,
    offset: (page - 1) * EVENTS_PAGE_SIZE,
    search: search || undefined,
    calendar,
  });
  const events = query.data?.events ?? [];
  const total = query.data?.total ?? 0;
  const filtered = calendar !== undefined;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  const clearFilters = () => {
    setSearchInput('');
    applySearch.cancel();
    updateFilters({ q: undefined, calendar: undefined, page: undefined });
  };

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Sự kiện"
        description="Ngày giỗ, Giỗ Tổ, Tết, Thanh Minh và các buổi họp mặt của dòng họ, theo dương lịch hoặc âm lịch."
        actions={
          <Button component={Link} to="/admin/events/create" leftSection={<IconCalendarPlus size={18} />}>
            Thêm sự kiện
          </Button>
        }
      />
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" mb="md" align={{ sm: 'flex-start' }}>
        <SearchField
          style={{ flex: 1 }}
          aria-label="Tìm sự kiện"
          placeholder="Tìm theo tên (gõ không dấu cũng được)"
          value={searchInput}
          onChange={(text) => {
            setSearchInput(text);
            applySearch(text);
          }}
          onClear={() => {
            setSearchInput('');
            applySearch.cancel();
            updateFilters({ q: undefined, page: undefined });
          }}
        />
        <Select
          w={{ base: '100%', sm: 260 }}
          aria-label="Lọc theo loại lịch"
          data={KIND_OPTIONS}
          value={calendar ?? 'all'}
          allowDeselect={false}
          onChange={(value) => updateFilters({ calendar: parseCalendar(value), page: undefined })}
        />
      </Flex>
      {search || filtered ? (
        <Group justify="space-between" gap="xs" mb="xs">
          <Text size="sm" c="dimmed">
            {query.isSuccess ? `Tìm thấy ${total.toLocaleString('vi-VN')} sự kiện` : null}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFilterOff size={14} />}
            onClick={clearFilters}
          >
            Xóa bộ lọc
          </Button>
        </Group>
      ) : null}
      {query.isError ? (
        <Stack mb="md">
          <QueryErrorAlert
            title="Không tải được danh sách sự kiện"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Stack>
      ) : null}
      <DataTable<EventListItem>
        aria-label="Danh sách sự kiện"
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalAlign="center"
        minHeight={events.length === 0 ? 180 : undefined}
        records={events}
        columns={eventColumns(actions)}
        fetching={query.isFetching}
        loadingText="Đang tải…"
        noRecordsText={query.isError ? 'Chưa tải được dữ liệu' : emptyText(search, filtered)}
        page={page}
        onPageChange={(next) => updateFilters({ page: next > 1 ? String(next) : undefined })}
        totalRecords={total}
        recordsPerPage={EVENTS_PAGE_SIZE}
        {...tablePagination}
      />
    </Stack>
  );
}
