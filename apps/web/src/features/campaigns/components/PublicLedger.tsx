import type { PublicDonation } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Box, Group, Pagination, Paper, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconNotebook, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { isGrantRefused } from '../api/ledgerGrant.ts';
import { PUBLIC_DONATIONS_FALLBACK, usePublicDonations } from '../api/publicDonations.ts';
import classes from './PublicLedger.module.css';

export const LEDGER_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

const PAGINATION_LABELS = {
  first: 'Trang đầu',
  last: 'Trang cuối',
  previous: 'Trang trước',
  next: 'Trang sau',
} as const;

/** `dd/mm/yyyy HH:mm` in the reader's time zone. */
function formatPaidAt(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}

interface PublicLedgerProps {
  campaignId: string;
  /** The viewing grant of a `code` ledger; null for a public one. */
  grant: string | null;
  /** The server refused the grant (expired, or the code changed): ask for the code again. */
  onGrantRefused: () => void;
}

/** Sổ công đức: every donation, newest first, searched without diacritics, with the total. */
export function PublicLedger({ campaignId, grant, onGrantRefused }: PublicLedgerProps) {
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  // A new search starts from its first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }

  const query = usePublicDonations(
    {
      campaignId,
      limit: LEDGER_PAGE_SIZE,
      offset: (page - 1) * LEDGER_PAGE_SIZE,
      search: search || undefined,
    },
    grant,
  );
  const refused = isGrantRefused(query.error);
  useEffect(() => {
    if (refused) onGrantRefused();
  }, [refused, onGrantRefused]);

  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));

  let body: ReactNode;
  if (query.isPending || refused) body = <LedgerSkeleton />;
  else if (query.isError)
    body = (
      <QueryErrorAlert
        title={PUBLIC_DONATIONS_FALLBACK}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.donations.length === 0) body = <EmptyLedger searching={Boolean(search)} />;
  else
    body = (
      <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <DonationTable donations={query.data.donations} />
        <DonationCards donations={query.data.donations} />
      </Box>
    );

  return (
    <Stack gap="md">
      {query.data ? (
        <Paper radius="md" p="md" className={classes.total} aria-live="polite">
          <Text fw={600}>
            Tổng cộng: <span className={classes.totalAmount}>{formatVnd(query.data.totalAmount)}</span> từ{' '}
            {query.data.total.toLocaleString('vi-VN')} lượt đóng góp
          </Text>
        </Paper>
      ) : null}
      <SearchField
        aria-label="Tìm trong sổ công đức"
        placeholder="Tìm theo tên người đóng góp hoặc lời nhắn"
        maw={{ sm: 420 }}
        value={searchInput}
        onChange={setSearchInput}
        onClear={() => setSearchInput('')}
      />
      {body}
      {total > LEDGER_PAGE_SIZE && !query.isError ? (
        <Group justify="center">
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={setPage}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Trang ${item}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/** Desktop: a table. */
function DonationTable({ donations }: { donations: PublicDonation[] }) {
  return (
    <Table.ScrollContainer minWidth={560} className={classes.table}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Sổ công đức">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Người đóng góp</Table.Th>
            <Table.Th ta="right">Số tiền</Table.Th>
            <Table.Th>Lời nhắn</Table.Th>
            <Table.Th>Thời gian</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {donations.map((donation) => (
            <Table.Tr key={donation.id}>
              <Table.Td fw={600}>{donation.donorName}</Table.Td>
              <Table.Td ta="right" fw={700} c="clan" className={classes.amount}>
                {formatVnd(donation.amount)}
              </Table.Td>
              <Table.Td c="dimmed" className={classes.note}>
                {donation.note ?? ''}
              </Table.Td>
              <Table.Td className={classes.when}>{formatPaidAt(donation.paidAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: a card per donation. */
function DonationCards({ donations }: { donations: PublicDonation[] }) {
  return (
    <ul className={classes.cards} aria-label="Sổ công đức">
      {donations.map((donation) => (
        <li key={donation.id} className={classes.card}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {donation.donorName}
            </Text>
            <Text fw={700} c="clan" className={classes.amount}>
              {formatVnd(donation.amount)}
            </Text>
          </Group>
          {donation.note ? (
            <Text size="sm" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
              {donation.note}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {formatPaidAt(donation.paidAt)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function EmptyLedger({ searching }: { searching: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gold">
          {searching ? <IconSearch size={28} /> : <IconNotebook size={28} />}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {searching ? 'Không tìm thấy khoản đóng góp phù hợp' : 'Chưa có khoản đóng góp nào'}
        </Text>
        <Text size="sm" c="dimmed">
          {searching
            ? 'Hãy thử từ khóa khác; gõ không dấu cũng được, ví dụ “nguyen van an”.'
            : 'Mỗi khoản chuyển khoản đúng nội dung sẽ được ghi vào sổ công đức tại đây.'}
        </Text>
      </Stack>
    </Paper>
  );
}

function LedgerSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Đang tải sổ công đức">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={36} />
      ))}
    </Stack>
  );
}
