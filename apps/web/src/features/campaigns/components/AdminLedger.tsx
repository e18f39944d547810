import type { Donation } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { ActionIcon, Button, Flex, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconDotsVertical, IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { fromMd, fromSm, useStayWithinPages } from '../../../components/list-page/index.ts';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { SEARCH_DELAY_MS } from '../../../lib/search-delay.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminDonations } from '../api/adminDonations.ts';
import { DELETE_DONATION_FALLBACK, useDeleteDonation } from '../api/deleteDonation.ts';
import { EXPORT_DONATIONS_FALLBACK, useExportDonations } from '../api/exportDonations.ts';
import { formatPaidAt } from '../paid-at.ts';
import { DonationForm } from './DonationForm.tsx';
import {
  amountColumn,
  DONATION_SOURCE_LABELS,
  DonorCell,
  donorLabel,
  paidAtColumn,
  SourceBadge,
} from './donation-cells.tsx';

export const LEDGER_PAGE_SIZE = 20;

function useConfirmDeleteDonation() {
  const removal = useDeleteDonation();
  const confirm = (donation: Donation) =>
    openConfirmModal({
      title: 'Xóa khoản đóng góp',
      centered: true,
      children: (
        <Text size="sm">
          Xóa khoản{' '}
          <Text span fw={600}>
            {formatVnd(donation.amount)}
          </Text>{' '}
          của{' '}
          <Text span fw={600}>
            {donorLabel(donation)}
          </Text>{' '}
          ({formatPaidAt(donation.paidAt)}) khỏi sổ công đức? Số tiền đã nhận của chiến dịch sẽ giảm theo.
        </Text>
      ),
      labels: { confirm: 'Xóa khoản này', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removal.mutate(donation.id, {
          onSuccess: (message) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error, DELETE_DONATION_FALLBACK)),
        }),
    });
  const isDeleting = (donation: Donation) => removal.isPending && removal.variables === donation.id;
  return { confirm, isDeleting };
}

interface LedgerActions {
  edit: (donation: Donation) => void;
  remove: ReturnType<typeof useConfirmDeleteDonation>;
}

function ledgerColumns({ edit, remove }: LedgerActions): DataTableColumn<Donation>[] {
  return [
    paidAtColumn,
    {
      accessor: 'donorName',
      title: 'Người đóng góp',
      render: (donation) => (
        <Stack gap={2} miw={0}>
          <DonorCell donation={donation} />
          {/* A phone has room for two text columns: the time and source ride under the name. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {formatPaidAt(donation.paidAt)} · {DONATION_SOURCE_LABELS[donation.source]}
          </Text>
          {donation.note ? (
            <Text size="xs" c="dimmed" hiddenFrom="md" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {donation.note}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    amountColumn,
    {
      accessor: 'note',
      title: 'Nội dung',
      visibleMediaQuery: fromMd,
      render: (donation) =>
        donation.note ? (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {donation.note}
          </Text>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    {
      accessor: 'source',
      title: 'Nguồn',
      noWrap: true,
      visibleMediaQuery: fromSm,
      render: (donation) => <SourceBadge source={donation.source} />,
    },
    {
      accessor: 'bankReference',
      title: 'Mã giao dịch',
      visibleMediaQuery: fromMd,
      render: (donation) =>
        donation.bankReference ? (
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {donation.bankReference}
          </Text>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (donation) => (
        <Menu position="bottom-end" width={220} withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Thao tác với khoản ${formatVnd(donation.amount)} của ${donorLabel(donation)}`}
              loading={remove.isDeleting(donation)}
            >
              <IconDotsVertical size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => edit(donation)}>
              Sửa
            </Menu.Item>
            {donation.source === 'manual' ? (
              <>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => remove.confirm(donation)}
                >
                  Xóa
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}

interface AdminLedgerProps {
  campaignId: string;
  /** For the exported file's name. */
  campaignSlug: string;
}

/** Sổ công đức: every donation of one campaign, searched and paged on the server, with its total. */
export function AdminLedger({ campaignId, campaignSlug }: AdminLedgerProps) {
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  // undefined: closed; null: a new entry; a donation: editing it.
  const [editing, setEditing] = useState<Donation | null | undefined>(undefined);
  const remove = useConfirmDeleteDonation();
  const exporting = useExportDonations();

  const applySearch = useDebouncedCallback((text: string) => {
    setSearch(text.trim());
    setPage(1);
  }, SEARCH_DELAY_MS);

  const query = useAdminDonations({
    campaignId,
    limit: LEDGER_PAGE_SIZE,
    offset: (page - 1) * LEDGER_PAGE_SIZE,
    search: search || undefined,
  });
  const donations = query.data?.donations ?? [];
  const total = query.data?.total ?? 0;
  const totalAmount = query.data?.totalAmount ?? 0;

  useStayWithinPages(query, { page, setPage, total, pageSize: LEDGER_PAGE_SIZE });

  const exportCsv = () =>
    exporting.mutate(
      { campaignId, fileName: `so-cong-duc-${campaignSlug}.csv` },
      { onError: (error) => toast.error(errorMessage(error, EXPORT_DONATIONS_FALLBACK)) },
    );

  return (
    <Stack gap="sm">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" justify="space-between">
        <SearchField
          style={{ flex: 1 }}
          maw={{ sm: 420 }}
          aria-label="Tìm trong sổ công đức"
          placeholder="Tìm theo tên, nội dung, mã giao dịch"
          value={searchInput}
          onChange={(text) => {
            setSearchInput(text);
            applySearch(text);
          }}
          onClear={() => {
            setSearchInput('');
            applySearch.cancel();
            setSearch('');
            setPage(1);
          }}
        />
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            Thêm khoản đóng góp
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={exporting.isPending}
            onClick={exportCsv}
          >
            Xuất CSV
          </Button>
        </Group>
      </Flex>
      {query.isSuccess ? (
        <Text size="sm" aria-live="polite">
          Tổng cộng{' '}
          <Text span fw={700}>
            {formatVnd(totalAmount)}
          </Text>{' '}
          · {total.toLocaleString('vi-VN')} khoản{search ? ` khớp với “${search}”` : ''}
        </Text>
      ) : null}
      {query.isError ? <FailedQueryAlert title="Không tải được sổ công đức" query={query} /> : null}
      <DataTable<Donation>
        aria-label="Sổ công đức"
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalAlign="center"
        minHeight={donations.length === 0 ? 180 : undefined}
        records={donations}
        columns={ledgerColumns({ edit: setEditing, remove })}
        fetching={query.isFetching}
        loadingText="Đang tải…"
        noRecordsText={
          query.isError
            ? 'Chưa tải được dữ liệu'
            : search
              ? `Không có khoản nào khớp với “${search}”`
              : 'Chưa có khoản đóng góp nào. Thêm tay, nhập sao kê hoặc bật nhận báo có tự động.'
        }
        page={page}
        onPageChange={setPage}
        totalRecords={total}
        recordsPerPage={LEDGER_PAGE_SIZE}
        {...tablePagination}
      />
      <DonationForm
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        campaignId={campaignId}
        donation={editing ?? null}
      />
    </Stack>
  );
}
