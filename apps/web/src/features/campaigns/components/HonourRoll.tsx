import type { HonourRollEntry } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import clsx from 'clsx';
import { useEffect } from 'react';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { isGrantRefused } from '../api/ledgerGrant.ts';
import { HONOUR_ROLL_FALLBACK, useHonourRoll } from '../api/publicHonourRoll.ts';
import classes from './HonourRoll.module.css';

export const HONOUR_ROLL_SIZE = 20;
/** Gold, silver and bronze for the first three. */
const MEDALS = [
  { name: 'gold', className: classes.gold },
  { name: 'silver', className: classes.silver },
  { name: 'bronze', className: classes.bronze },
] as const;

interface HonourRollProps {
  campaignId: string;
  grant: string | null;
  onGrantRefused: () => void;
}

/** Bảng vàng công đức: the named donors by their total, largest first; the first three get medals. */
export function HonourRoll({ campaignId, grant, onGrantRefused }: HonourRollProps) {
  const query = useHonourRoll(campaignId, HONOUR_ROLL_SIZE, grant);
  const refused = isGrantRefused(query.error);
  useEffect(() => {
    if (refused) onGrantRefused();
  }, [refused, onGrantRefused]);

  if (query.isPending || refused) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Đang tải bảng vàng công đức">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return <FailedQueryAlert title={HONOUR_ROLL_FALLBACK} query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gold">
            <IconAward size={28} />
          </ThemeIcon>
          <Text fw={600}>Bảng vàng đang chờ những tấm lòng đầu tiên</Text>
          <Text size="sm" c="dimmed">
            Tên người đóng góp sẽ được ghi danh tại đây (trừ những khoản xin giấu tên).
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <ol className={classes.roll} aria-label="Bảng vàng công đức">
      {query.data.map((entry, index) => (
        // The server sums by donor name, so a name appears once.
        <Row key={entry.donorName} entry={entry} rank={index + 1} />
      ))}
    </ol>
  );
}

function Row({ entry, rank }: { entry: HonourRollEntry; rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <li className={clsx(classes.row, medal && classes.top)} data-medal={medal?.name}>
      {/* The list is ordered: screen readers announce the rank already. */}
      <span className={clsx(classes.rank, medal?.className)} aria-hidden="true">
        {rank}
      </span>
      <div className={classes.name}>
        <Text fw={medal ? 700 : 600} size={medal ? 'lg' : 'md'} className={classes.donor}>
          {entry.donorName}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.donationCount.toLocaleString('vi-VN')} lượt đóng góp
        </Text>
      </div>
      <Text fw={700} c="clan" className={classes.amount}>
        {formatVnd(entry.totalAmount)}
      </Text>
    </li>
  );
}
