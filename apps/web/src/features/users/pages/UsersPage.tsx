import { type User, userStatuses, userStatusSchema } from '@giapha/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import {
  AdminListPage,
  actionsColumn,
  dateColumn,
  emptyListText,
  filterOptions,
  fromLg,
  fromMd,
  fromSm,
  ListFilterSelect,
  listParam,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { PersonClaimsSection } from '../../person-links/index.ts';
import { useUsersList } from '../api/listUsers.ts';
import { UserActionsMenu } from '../components/UserActionsMenu.tsx';
import { RoleBadge, StatusBadge } from '../components/UserBadges.tsx';
import { type UserActions, useUserActions } from '../components/useUserActions.tsx';
import { STATUS_LABELS } from '../texts.ts';

const USERS_PAGE_SIZE = 10;

const STATUS_FILTER_OPTIONS = filterOptions('Tất cả', userStatuses, STATUS_LABELS);

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
    dateColumn('createdAt', 'Ngày tạo', fromLg),
    actionsColumn((user) => <UserActionsMenu user={user} actions={actions} />),
  ];
}

/** /admin/users: the clan's members, searched and filtered on the server, ten to a page. */
export function UsersPage() {
  usePageTitle('Quản lý thành viên');
  const list = useListPage(USERS_PAGE_SIZE);
  const { search } = list;
  const status = listParam(list, 'status', userStatusSchema);
  const actions = useUserActions();

  const query = useUsersList({ ...list.searchedRange, status });
  const listing = useListRecords(list, query, (data) => data.users);

  return (
    <AdminListPage<User>
      title="Thành viên"
      description="Duyệt đăng ký, phân quyền và quản lý tài khoản của thành viên dòng họ."
      create={{ to: '/admin/users/create', label: 'Thêm thành viên', icon: IconUserPlus }}
      listing={listing}
      notice={<PersonClaimsSection />}
      search={{ label: 'Tìm thành viên', placeholder: 'Tìm theo tên, tên đăng nhập, email' }}
      toolbarFrom="xs"
      filters={
        <ListFilterSelect
          updateFilters={list.updateFilters}
          param="status"
          value={status}
          w={{ base: '100%', xs: 200 }}
          aria-label="Lọc theo trạng thái"
          data={STATUS_FILTER_OPTIONS}
        />
      }
      errorTitle="Không tải được danh sách thành viên"
      table={{
        'aria-label': 'Danh sách thành viên',
        columns: memberColumns(actions),
        emptyText: emptyListText({
          noun: 'thành viên',
          search,
          filtered: status && `Không có thành viên nào ở trạng thái “${STATUS_LABELS[status]}”`,
          empty: 'Chưa có thành viên nào',
        }),
      }}
    />
  );
}
