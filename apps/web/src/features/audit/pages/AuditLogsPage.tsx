import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditLog,
  auditActionLabel,
} from '@giapha/contract';
import { Badge, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import {
  AdminListPage,
  filterOptions,
  fromMd,
  fromSm,
  ListFilterSelect,
  listParam,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useAuditLogs } from '../api/listAuditLogs.ts';
import { describeDetail, formatDateTime, TARGET_LABELS } from '../texts.ts';

const AUDIT_PAGE_SIZE = 20;

const ACTION_OPTIONS = filterOptions(
  'Tất cả hành động',
  [...AUDIT_ACTIONS].sort((a, b) => AUDIT_ACTION_LABELS[a].localeCompare(AUDIT_ACTION_LABELS[b], 'vi')),
  AUDIT_ACTION_LABELS,
);

function emptyText(search: string, action: AuditAction | undefined): string {
  if (search) return `Không có mục nào khớp với “${search}”`;
  if (action) return `Chưa có mục nào cho “${AUDIT_ACTION_LABELS[action]}”`;
  return 'Chưa có thao tác quản trị nào được ghi lại';
}

/** Color of an action's badge: deletions red, creations green, the rest blue. */
function actionColor(action: string): string {
  if (/\.(delete|reject|remove)/.test(action) || action.includes('remove-')) return 'red';
  if (/\.(create|register|approve|publish|import)/.test(action) || action.includes('add-')) return 'teal';
  if (action.startsWith('clan.export') || action.includes('secret')) return 'orange';
  return 'blue';
}

function Actor({ entry }: { entry: AuditLog }) {
  if (!entry.actorId) return <Text size="sm">Hệ thống</Text>;
  if (!entry.actorName) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        Tài khoản đã xóa
      </Text>
    );
  }
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600} lineClamp={2}>
        {entry.actorName}
      </Text>
      {entry.actorUsername ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          @{entry.actorUsername}
        </Text>
      ) : null}
    </Stack>
  );
}

function Target({ entry }: { entry: AuditLog }) {
  const kind = TARGET_LABELS[entry.targetType] ?? entry.targetType;
  // Named as it was when the entry was written; older entries have only the kind and a short id.
  if (entry.targetName) {
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span size="xs" c="dimmed">
          {kind}:
        </Text>{' '}
        <Text span size="sm" fw={600} title={entry.targetId ?? undefined}>
          {entry.targetName}
        </Text>
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {kind}
      {entry.targetId ? (
        <Text span size="xs" c="dimmed" ff="monospace" title={entry.targetId}>
          {' '}
          #{entry.targetId.slice(0, 8)}
        </Text>
      ) : null}
    </Text>
  );
}

function Detail({ entry }: { entry: AuditLog }) {
  const lines = describeDetail(entry);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0}>
      {lines.slice(0, 6).map((line) => (
        <Text key={line} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

const COLUMNS: DataTableColumn<AuditLog>[] = [
  {
    accessor: 'createdAt',
    title: 'Thời gian',
    noWrap: true,
    visibleMediaQuery: fromSm,
    render: (entry) => <Text size="sm">{formatDateTime(entry.createdAt)}</Text>,
  },
  {
    accessor: 'action',
    title: 'Hành động',
    render: (entry) => (
      <Stack gap={4} miw={0} align="flex-start">
        {/* The whole action on as many lines as it takes: a cut label ("Đổi vai trò thàn…") says nothing. */}
        <Badge
          color={actionColor(entry.action)}
          variant="light"
          tt="none"
          maw="100%"
          h="auto"
          py={2}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        >
          {auditActionLabel(entry.action)}
        </Badge>
        {/* A phone has room for one column: who, when, what and the detail ride under the action. */}
        <Stack gap={2} hiddenFrom="sm">
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.createdAt)} ·{' '}
            {entry.actorName ?? (entry.actorId ? 'Tài khoản đã xóa' : 'Hệ thống')}
          </Text>
          <Target entry={entry} />
          <Detail entry={entry} />
        </Stack>
      </Stack>
    ),
  },
  {
    accessor: 'actorName',
    title: 'Người thực hiện',
    visibleMediaQuery: fromSm,
    render: (entry) => <Actor entry={entry} />,
  },
  {
    accessor: 'targetType',
    title: 'Đối tượng',
    visibleMediaQuery: fromMd,
    render: (entry) => <Target entry={entry} />,
  },
  {
    accessor: 'detail',
    title: 'Chi tiết',
    visibleMediaQuery: fromSm,
    render: (entry) => <Detail entry={entry} />,
  },
];

/** /admin/audit: who did what in the clan's admin area, newest first, filtered on the server. */
export function AuditLogsPage() {
  usePageTitle('Nhật ký quản trị');
  const list = useListPage(AUDIT_PAGE_SIZE);
  const { search } = list;
  const action = listParam(list, 'action', AUDIT_ACTIONS);

  const query = useAuditLogs({ ...list.searchedRange, action });
  const listing = useListRecords(list, query, (data) => data.entries);

  return (
    <AdminListPage<AuditLog>
      title="Nhật ký quản trị"
      description="Ai đã làm gì trong khu quản trị của dòng họ: thêm, sửa, xóa, phân quyền, xuất bản và tải dữ liệu."
      listing={listing}
      search={{ label: 'Tìm trong nhật ký', placeholder: 'Tìm theo người thực hiện, tên, nội dung' }}
      toolbarFrom="xs"
      filters={
        <ListFilterSelect
          updateFilters={list.updateFilters}
          param="action"
          value={action}
          w={{ base: '100%', xs: 260 }}
          aria-label="Lọc theo hành động"
          data={ACTION_OPTIONS}
          searchable
          nothingFoundMessage="Không có hành động nào"
        />
      }
      errorTitle="Không tải được nhật ký quản trị"
      table={{
        'aria-label': 'Nhật ký quản trị',
        columns: COLUMNS,
        emptyText: emptyText(search, action),
        highlightOnHover: false,
        verticalAlign: 'top',
      }}
    />
  );
}
