import type { DraftListItem } from '@giapha/contract';
import { Badge, Button, Group, Menu, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { deleteAfterConfirming, RecordName } from '../../../components/confirm-deletion.tsx';
import {
  AdminListPage,
  actionsColumn,
  DeleteMenuItem,
  EditMenuItem,
  fromMd,
  fromSm,
  listParam,
  RecordLink,
  RowActionsMenu,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useDeleteDraft } from '../api/deleteDraft.ts';
import { useDraftOptions } from '../api/draftOptions.ts';
import { useDrafts } from '../api/drafts.ts';
import { CreateDraftModal } from '../components/CreateDraftModal.tsx';
import { SourceBadge, StatusBadge } from '../components/DraftBadges.tsx';
import { DRAFTS_FALLBACK, draftEditPath, draftPreviewPath } from '../texts.ts';

export const DRAFTS_PAGE_SIZE = 20;

const STATUS_VALUES = ['draft', 'published'] as const;

function useConfirmDeleteDraft() {
  return deleteAfterConfirming(useDeleteDraft(), (draft: DraftListItem) => ({
    title: 'Xóa cây nháp',
    message: (
      <Text size="sm">
        Xóa cây nháp “<RecordName>{draft.name}</RecordName>”?{' '}
        {draft.status === 'published'
          ? 'Cây gia phả đã xuất bản từ bản nháp này vẫn được giữ.'
          : 'Những chỉnh sửa chưa xuất bản sẽ mất.'}{' '}
        Thao tác này không thể hoàn tác.
      </Text>
    ),
    confirmLabel: 'Xóa cây nháp',
    fallback: DRAFTS_FALLBACK.delete,
    detail: draft.name,
  }));
}

function draftColumns(actions: ReturnType<typeof useConfirmDeleteDraft>): DataTableColumn<DraftListItem>[] {
  return [
    {
      accessor: 'name',
      title: 'Cây nháp',
      render: (draft) => (
        <Stack gap={4} miw={0}>
          <RecordLink to={draftPreviewPath(draft.id)}>{draft.name}</RecordLink>
          <Group gap={6}>
            <SourceBadge draft={draft} />
            {draft.duplicateOfId ? (
              <Badge color="yellow" variant="light">
                Đã nhập trùng
              </Badge>
            ) : null}
          </Group>
          {draft.sourceName ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {draft.sourceName}
            </Text>
          ) : null}
          {/* A phone has room for one text column: counts and date ride under the name. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {draft.nodeCount.toLocaleString('vi-VN')} người · {formatDate(draft.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'nodeCount',
      title: 'Người / gia đình',
      textAlign: 'right',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (draft) =>
        `${draft.nodeCount.toLocaleString('vi-VN')} / ${draft.familyCount.toLocaleString('vi-VN')}`,
    },
    {
      accessor: 'warningCount',
      title: 'Cảnh báo',
      textAlign: 'right',
      visibleMediaQuery: fromMd,
      render: (draft) =>
        draft.warningCount > 0 ? (
          <Text span c="orange" size="sm">
            {draft.warningCount.toLocaleString('vi-VN')}
          </Text>
        ) : (
          <Text span c="dimmed" size="sm">
            0
          </Text>
        ),
    },
    {
      accessor: 'status',
      title: 'Trạng thái',
      render: (draft) => <StatusBadge draft={draft} />,
    },
    {
      accessor: 'createdAt',
      title: 'Ngày tạo',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (draft) => formatDate(draft.createdAt),
    },
    actionsColumn((draft) => (
      <RowActionsMenu
        label={`Thao tác với cây nháp ${draft.name}`}
        busy={actions.isDeleting(draft)}
        width={200}
      >
        <Menu.Item component={Link} to={draftPreviewPath(draft.id)} leftSection={<IconEye size={16} />}>
          Xem trước
        </Menu.Item>
        {draft.status === 'draft' ? (
          <EditMenuItem to={draftEditPath(draft.id)} label="Sửa trên sơ đồ" />
        ) : null}
        <Menu.Divider />
        <DeleteMenuItem onClick={() => actions.remove(draft)} />
      </RowActionsMenu>
    )),
  ];
}

/** No draft yet: the three ways one can be made. */
function EmptyDrafts({ modelAvailable, onCreate }: { modelAvailable: boolean; onCreate: () => void }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" maw={560}>
        <Title order={2} size="h4">
          Chưa có cây gia phả nháp nào
        </Title>
        <Text size="sm">Đưa gia phả sẵn có của dòng họ vào hệ thống bằng một trong các cách:</Text>
        <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 20 }}>
          <Text component="li" size="sm">
            <b>Tệp GEDCOM</b>: tệp .ged xuất từ phần mềm gia phả khác.
          </Text>
          <Text component="li" size="sm">
            <b>Văn bản gia phả</b>: dán nội dung đã gõ theo lối “Đời thứ 1: …”, “Vợ: …”, “Con trai trưởng: …”.
          </Text>
          <Text component="li" size="sm">
            <b>Mô hình AI</b>: để AI đọc văn bản tự do hoặc chữ nhận dạng từ ảnh chụp trang gia phả
            {modelAvailable ? '.' : ' (cần quản trị hệ thống cấu hình dịch vụ AI).'}
          </Text>
        </Stack>
        <Text size="sm" c="dimmed">
          Cây nháp được kiểm tra, sửa trên sơ đồ rồi mới xuất bản thành cây gia phả thật.
        </Text>
        <Button w="fit-content" leftSection={<IconPlus size={18} />} onClick={onCreate}>
          Tạo cây nháp
        </Button>
      </Stack>
    </Paper>
  );
}

/** /admin/ai-trees: the clan's draft trees (status and page in the address), and making a new one. */
export function AdminDraftsPage() {
  usePageTitle('Cây gia phả nháp');
  const list = useListPage(DRAFTS_PAGE_SIZE);
  const status = listParam(list, 'status', STATUS_VALUES);
  const [creating, setCreating] = useState(false);
  const actions = useConfirmDeleteDraft();
  const options = useDraftOptions();
  const modelAvailable = options.data?.modelAvailable ?? false;

  const query = useDrafts({ ...list.range, status });
  const listing = useListRecords(list, query, (data) => data.drafts);

  const noneAtAll = query.isSuccess && listing.total === 0 && !status && list.page === 1;

  return (
    <AdminListPage<DraftListItem>
      title="Cây gia phả nháp"
      description="Nhập gia phả từ tệp GEDCOM, từ văn bản đã gõ hoặc nhờ mô hình AI; kiểm tra, sửa rồi xuất bản thành cây gia phả."
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          Tạo cây nháp
        </Button>
      }
      invitation={
        noneAtAll ? <EmptyDrafts modelAvailable={modelAvailable} onCreate={() => setCreating(true)} /> : null
      }
      listing={listing}
      filters={
        <SegmentedControl
          w="fit-content"
          aria-label="Lọc theo trạng thái"
          value={status ?? 'all'}
          onChange={(value) =>
            list.updateFilters({ status: value === 'all' ? undefined : value, page: undefined })
          }
          data={[
            { value: 'all', label: 'Tất cả' },
            { value: 'draft', label: 'Nháp' },
            { value: 'published', label: 'Đã xuất bản' },
          ]}
        />
      }
      errorTitle="Không tải được danh sách cây nháp"
      table={{
        'aria-label': 'Danh sách cây nháp',
        columns: draftColumns(actions),
        emptyText: 'Không có cây nháp nào ở trạng thái này',
      }}
    >
      {creating ? (
        <CreateDraftModal
          opened={creating}
          onClose={() => setCreating(false)}
          modelAvailable={modelAvailable}
        />
      ) : null}
    </AdminListPage>
  );
}
