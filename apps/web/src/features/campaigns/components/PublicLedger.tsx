import type { PublicDonation } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconNotebook, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../../components/list-page/useListPage.ts';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import { PublicPager } from '../../../components/public-list/PublicPager.tsx';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { isGrantRefused } from '../api/ledgerGrant.ts';
import { PUBLIC_DONATIONS_FALLBACK, usePublicDonations } from '../api/publicDonations.ts';
import classes from './PublicLedger.module.css';

export const LEDGER_PAGE_SIZE = 20;

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
  const donations = query.data?.donations ?? [];
  const searching = Boolean(search);

  const body = (
    <QueryBody
      query={query}
      loading={query.isPending || refused}
      placeholder={<LedgerSkeleton />}
      errorTitle={PUBLIC_DONATIONS_FALLBACK}
      isEmpty={donations.length === 0}
      empty={
        <PublicEmptyState
          icon={searching ? <IconSearch size={28} /> : <IconNotebook size={28} />}
          title={searching ? 'Không tìm thấy khoản đóng góp phù hợp' : 'Chưa có khoản đóng góp nào'}
          hint={
            searching
              ? 'Hãy thử từ khóa khác; gõ không dấu cũng được, ví dụ “nguyen van an”.'
              : 'Mỗi khoản chuyển khoản đúng nội dung sẽ được ghi vào sổ công đức tại đây.'
          }
          color="gold"
        />
      }
      paged
    >
      <DonationTable donations={donations} />
      <DonationCards donations={donations} />
    </QueryBody>
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
      {query.isError ? null : (
        <PublicPager total={total} pageSize={LEDGER_PAGE_SIZE} page={page} onChange={setPage} />
      )}
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

function LedgerSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Đang tải sổ công đức">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={36} />
      ))}
    </Stack>
  );
}
