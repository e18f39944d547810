import type { Donation } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { fromMd, useStayWithinPages } from '../../../components/list-page/index.ts';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminDonations } from '../api/adminDonations.ts';
import { UPDATE_DONATION_FALLBACK, useUpdateDonation } from '../api/updateDonation.ts';
import { formatPaidAt } from '../paid-at.ts';
import { amountColumn, DonorCell, donorLabel, paidAtColumn, SourceBadge } from './donation-cells.tsx';

const PAGE_SIZE = 20;

interface UnassignedTransfersProps {
  campaignId: string;
  campaignTitle: string;
  transferCode: string;
}

/**
 * Chuyển khoản chưa gán: transfers the bank reported or a statement held whose note named no campaign's
 * code. The treasurer reads the note and moves each one into this campaign's ledger.
 */
export function UnassignedTransfers({ campaignId, campaignTitle, transferCode }: UnassignedTransfersProps) {
  const [page, setPage] = useState(1);
  const query = useAdminDonations({
    unassigned: true,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const assignment = useUpdateDonation();
  const transfers = query.data?.donations ?? [];
  const total = query.data?.total ?? 0;

  useStayWithinPages(query, { page, setPage, total, pageSize: PAGE_SIZE });

  const assign = (transfer: Donation) =>
    assignment.mutate(
      { id: transfer.id, changes: { campaignId, version: transfer.version } },
      {
        onSuccess: () =>
          toast.success(
            `Đã gán khoản ${formatVnd(transfer.amount)} của ${donorLabel(transfer)} vào chiến dịch`,
            campaignTitle,
          ),
        onError: (error) => toast.error(errorMessage(error, UPDATE_DONATION_FALLBACK)),
      },
    );
  const isAssigning = (transfer: Donation) => assignment.isPending && assignment.variables.id === transfer.id;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Những khoản tiền vào tài khoản mà nội dung chuyển khoản không ghi mã của chiến dịch nào (ví dụ người
        chuyển quên ghi <b>{transferCode}</b>). Đọc nội dung rồi bấm “Gán vào chiến dịch này” để đưa khoản đó
        vào sổ công đức của chiến dịch.
      </Text>
      {query.isError ? (
        <FailedQueryAlert title="Không tải được các chuyển khoản chưa gán" query={query} />
      ) : null}
      <DataTable<Donation>
        aria-label="Chuyển khoản chưa gán"
        withTableBorder
        borderRadius="md"
        verticalAlign="center"
        minHeight={transfers.length === 0 ? 160 : undefined}
        records={transfers}
        columns={[
          paidAtColumn,
          {
            accessor: 'donorName',
            title: 'Người chuyển',
            render: (transfer) => (
              <Stack gap={2} miw={0}>
                <DonorCell donation={transfer} />
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatPaidAt(transfer.paidAt)}
                </Text>
                {transfer.note ? (
                  <Text size="xs" hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
                    {transfer.note}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          amountColumn,
          {
            accessor: 'note',
            title: 'Nội dung chuyển khoản',
            visibleMediaQuery: fromMd,
            render: (transfer) => (
              <Stack gap={4}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {transfer.note || '—'}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {transfer.bankReference ?? ''}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'source',
            title: 'Nguồn',
            noWrap: true,
            visibleMediaQuery: fromMd,
            render: (transfer) => <SourceBadge source={transfer.source} />,
          },
          {
            accessor: 'actions',
            title: 'Gán',
            textAlign: 'right',
            render: (transfer) => (
              <Button
                size="xs"
                variant="light"
                rightSection={<IconArrowRight size={14} />}
                loading={isAssigning(transfer)}
                disabled={assignment.isPending && !isAssigning(transfer)}
                onClick={() => assign(transfer)}
                aria-label={`Gán vào chiến dịch này: ${formatVnd(transfer.amount)} của ${donorLabel(transfer)}`}
              >
                {/* A phone keeps the short word; the accessible name says it in full. */}
                <Text span inherit visibleFrom="sm">
                  Gán vào chiến dịch này
                </Text>
                <Text span inherit hiddenFrom="sm">
                  Gán
                </Text>
              </Button>
            ),
          },
        ]}
        fetching={query.isFetching}
        loadingText="Đang tải…"
        noRecordsText={query.isError ? 'Chưa tải được dữ liệu' : 'Không có chuyển khoản nào đang chờ gán.'}
        page={page}
        onPageChange={setPage}
        totalRecords={total}
        recordsPerPage={PAGE_SIZE}
        {...tablePagination}
      />
    </Stack>
  );
}
