import type { PublicDonation } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Table } from '@mantine/core';
import { formatPaidAt } from '../paid-at.ts';
import classes from './PublicLedger.module.css';

/** Sổ công đức on a wide screen: a table (PublicLedger loads it only there). */
export function PublicDonationTable({ donations }: { donations: PublicDonation[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
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
