import { type User, type UserStatus, userStatuses, userStatusSchema } from '@giapha/contract';
import {
  Badge,
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
import { IconUserPlus } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useUsersList } from '../api/listUsers.ts';
import { UserActionsMenu } from '../components/UserActionsMenu.tsx';
import { RoleBadge, StatusBadge } from '../components/UserBadges.tsx';
import { type UserActions, useUserActions } from '../components/useUserActions.tsx';
import { STATUS_LABELS } from '../texts.ts';

const USERS_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 350;
const ALL_STATUSES = 'all';

const STATUS_FILTER_OPTIONS = [
  { value: ALL_STATUSES, label: 'Tất cả' },
  ...userStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

function parseStatus(value: string | null): UserStatus | undefined {
  const parsed = userStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function emptyText(search: string, status: UserStatus | undefined): string {
  if (search) return `Không tìm thấy thành viên nào khớp với “${search}”`;
  if (status) return `Không có thành viên nào ở trạng thái “${STATUS_LABELS[status]}”`;
  return 'Chưa có thành viên nào';
}

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
const fromLg = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

function memberColumns(actions: UserActions): DataTableColumn<User>[] {
  return [
    {
      accessor: 'name',
      title: 'Thành viên',
      render: (user) => (
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} lineClamp={2}>
              {user.name}
            </Text>
            {actions.isSelf(user) ? (
              <Badge size="xs" variant="outline" color="gray" tt="none" style={{ flexShrink: 0 }}>
                Bạn
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{user.username}
          </Text>
          {/* A phone has room for one text column: role and status ride under the name. */}
          <Group gap={4} mt={4} hiddenFrom="sm">
            <RoleBadge role={user.role} size="sm" />
            <StatusBadge status={user.status} size="sm" />
          </Group>
        </Stack>
      ),
    },
    {
      accessor: 'email',
      title: 'Email',
      visibleMediaQuery: fromMd,
      render: (user) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      ),
    },
    {
      accessor: 'role',
      title: 'Vai trò',
      visibleMediaQuery: fromSm,
      render: (user) => <RoleBadge role={user.role} />,
    },
    {
      accessor: 'status',
      title: 'Trạng thái',
      visibleMediaQuery: fromSm,
      render: (user) => <StatusBadge status={user.status} />,
    },
    {
      accessor: 'createdAt',
      title: 'Ngày tạo',
      visibleMediaQuery: fromLg,
      noWrap: true,
      render: (user) => formatDate(user.createdAt),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (user) => <UserActionsMenu user={user} actions={actions} />,
    },
  ];
}

/** /admin/users: the clan's members, searched and filtered on the server, ten to a page. */
export function UsersPage() {
  usePageTitle('Quản lý thành viên');
  const [searchParams, updateFilters] = useUrlFilters();
  const status = parseStatus(searchParams.get('status'));
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const actions = useUserActions();

  /** Filters live in the address, so the dashboard can link to them and Back keeps them. */

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = useUsersList({
    limit: USERS_PAGE_SIZE,
    offset: (page - 1) * USERS_PAGE_SIZE,
    search: search || undefined,
    status,
  });
  const users = query.data?.users ?? [];
  const total = query.data?.total ?? 0;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Thành viên"
        description="Duyệt đăng ký, phân quyền và quản lý tài khoản của thành viên dòng họ."
        actions={
          <Button component={Link} to="/admin/users/create" leftSection={<IconUserPlus size={18} />}>
            Thêm thành viên
          </Button>
        }
      />
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" mb="md">
        <SearchField
          style={{ flex: 1 }}
          aria-label="Tìm thành viên"
          placeholder="Tìm theo tên, tên đăng nhập, email"
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
          w={{ base: '100%', xs: 200 }}
          aria-label="Lọc theo trạng thái"
          data={STATUS_FILTER_OPTIONS}
          value={status ?? ALL_STATUSES}
          allowDeselect={false}
          onChange={(value) =>
            updateFilters({
              status: value === ALL_STATUSES ? undefined : (value ?? undefined),
              page: undefined,
            })
          }
        />
      </Flex>
      {query.isError ? (
        <Stack mb="md">
          <QueryErrorAlert
            title="Không tải được danh sách thành viên"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Stack>
      ) : null}
      <DataTable<User>
        aria-label="Danh sách thành viên"
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalAlign="center"
        // Room for the empty text or the loader; rows need none.
        minHeight={users.length === 0 ? 180 : undefined}
        records={users}
        columns={memberColumns(actions)}
        fetching={query.isFetching}
        loadingText="Đang tải…"
        noRecordsText={query.isError ? 'Chưa tải được dữ liệu' : emptyText(search, status)}
        page={page}
        onPageChange={(next) => updateFilters({ page: next > 1 ? String(next) : undefined })}
        totalRecords={total}
        recordsPerPage={USERS_PAGE_SIZE}
        {...tablePagination}
      />
    </Stack>
  );
}
