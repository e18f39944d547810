import type { PublicDonation } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconNotebook, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import { PublicPager } from '../../../components/public-list/PublicPager.tsx';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { SEARCH_DELAY_MS } from '../../../lib/search-delay.ts';
import { isGrantRefused } from '../api/ledgerGrant.ts';
import { PUBLIC_DONATIONS_FALLBACK, usePublicDonations } from '../api/publicDonations.ts';
import { formatPaidAt } from '../paid-at.ts';
import classes from './PublicLedger.module.css';

/**
 * The table wide screens get, loaded when one asks: Mantine's table brings its scroll area and floating
 * layer, a tenth of the campaign page's JavaScript, which phones (a card per donation) never need.
 */
const PublicDonationTable = lazy(() =>
  import('./PublicDonationTable.tsx').then((module) => ({ default: module.PublicDonationTable })),
);

/** Where the ledger turns from cards into a table (as the page's two columns). */
const WIDE = '(min-width: 48em)';

export const LEDGER_PAGE_SIZE = 20;

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
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
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
      {wide ? (
        <Suspense fallback={<LedgerSkeleton />}>
          <PublicDonationTable donations={donations} />
        </Suspense>
      ) : (
        <DonationCards donations={donations} />
      )}
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
