import type { ImportResult, ImportRowResult } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { tablePagination } from '../../../components/table-pagination.ts';
import { formatPaidAt } from '../paid-at.ts';

const PREVIEW_PAGE_SIZE = 20;

export const IMPORT_STATUS_LABELS: Record<ImportRowResult['status'], string> = {
  new: 'Mới',
  duplicate: 'Trùng',
  skipped: 'Bỏ qua',
  invalid: 'Lỗi',
};
const IMPORT_STATUS_COLORS: Record<ImportRowResult['status'], string> = {
  new: 'green',
  duplicate: 'gray',
  skipped: 'yellow',
  invalid: 'red',
};

function StatusBadge({ status }: { status: ImportRowResult['status'] }) {
  return (
    <Badge variant="light" tt="none" color={IMPORT_STATUS_COLORS[status]}>
      {IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

function CountCard({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {value.toLocaleString('vi-VN')}
      </Text>
    </Paper>
  );
}

/** Steps 3 and 4: how many rows are new, duplicates, skipped or wrong. */
export function ResultCounts({ result, done }: { result: ImportResult; done: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label="Kết quả đối chiếu">
      <CountCard label={done ? 'Đã nhập' : 'Khoản mới'} value={result.imported} color="green" />
      <CountCard label="Trùng (đã có trong sổ)" value={result.duplicates} color="gray.7" />
      <CountCard label="Bỏ qua" value={result.skipped} color="yellow" />
      <CountCard label="Lỗi" value={result.invalid} color="red" />
    </SimpleGrid>
  );
}

/** Step 3: each row of the statement with what the import would do with it. */
export function PreviewRows({ rows }: { rows: ImportRowResult[] }) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);
  return (
    <DataTable<ImportRowResult>
      aria-label="Các dòng của sao kê"
      withTableBorder
      borderRadius="md"
      verticalAlign="top"
      idAccessor="index"
      records={shown}
      columns={[
        { accessor: 'index', title: 'Dòng', noWrap: true, render: (row) => row.index + 1 },
        {
          accessor: 'status',
          title: 'Kết quả',
          render: (row) => (
            <Stack gap={2}>
              <StatusBadge status={row.status} />
              {row.reason ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.reason}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'amount',
          title: 'Số tiền',
          textAlign: 'right',
          noWrap: true,
          render: (row) => (row.amount === null ? '—' : formatVnd(row.amount)),
        },
        {
          accessor: 'paidAt',
          title: 'Thời gian',
          noWrap: true,
          hidden: phone,
          render: (row) => (row.paidAt ? formatPaidAt(row.paidAt) : '—'),
        },
        {
          accessor: 'note',
          title: 'Nội dung',
          hidden: phone,
          render: (row) => (
            <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {[row.donorName, row.note].filter(Boolean).join(' — ') || '—'}
            </Text>
          ),
        },
      ]}
      page={page}
      onPageChange={setPage}
      totalRecords={rows.length}
      recordsPerPage={PREVIEW_PAGE_SIZE}
      {...tablePagination}
    />
  );
}
