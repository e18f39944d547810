import { ANONYMOUS_DONOR, type Donation, type DonationSource } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Badge, Group, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { fromSm } from '../../../components/list-page/index.ts';
import { formatPaidAt } from '../paid-at.ts';

// The cells and columns the admin's donation tables (the ledger, the unassigned transfers) share.

export const DONATION_SOURCE_LABELS: Record<DonationSource, string> = {
  manual: 'Nhập tay',
  import: 'Sao kê',
  bank: 'Ngân hàng báo',
};
const DONATION_SOURCE_COLORS: Record<DonationSource, string> = {
  manual: 'gray',
  import: 'blue',
  bank: 'teal',
};

export function SourceBadge({ source }: { source: DonationSource }) {
  return (
    <Badge variant="light" tt="none" color={DONATION_SOURCE_COLORS[source]} style={{ flexShrink: 0 }}>
      {DONATION_SOURCE_LABELS[source]}
    </Badge>
  );
}

/** The donor as admins see them: the real name (visitors see “Nhà hảo tâm” when anonymous). */
export function DonorCell({ donation }: { donation: Donation }) {
  return (
    <Group gap={6} wrap="wrap">
      {donation.donorName ? (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {donation.donorName}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {ANONYMOUS_DONOR}
        </Text>
      )}
      {donation.anonymous ? (
        <Badge size="sm" variant="outline" color="gray" tt="none">
          Ẩn danh
        </Badge>
      ) : null}
    </Group>
  );
}

export function donorLabel(donation: Donation): string {
  return donation.donorName || ANONYMOUS_DONOR;
}

/** When the donation was paid; from a small screen up (phones show it under the donor). */
export const paidAtColumn: DataTableColumn<Donation> = {
  accessor: 'paidAt',
  title: 'Thời gian',
  noWrap: true,
  visibleMediaQuery: fromSm,
  render: (donation) => formatPaidAt(donation.paidAt),
};

export const amountColumn: DataTableColumn<Donation> = {
  accessor: 'amount',
  title: 'Số tiền',
  textAlign: 'right',
  noWrap: true,
  render: (donation) => (
    <Text size="sm" fw={600}>
      {formatVnd(donation.amount)}
    </Text>
  ),
};
