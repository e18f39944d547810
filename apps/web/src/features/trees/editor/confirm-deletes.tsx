import type { Person } from '@giapha/contract';
import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';

/** Asks before deleting a person from every tree of the clan. */
export function confirmDeletePerson(person: Person, onConfirm: () => Promise<void>): void {
  openConfirmModal({
    title: 'Xóa khỏi gia phả',
    centered: true,
    children: (
      <Text size="sm">
        Xóa <b>{person.name}</b> khỏi mọi cây gia phả của dòng họ? Các quan hệ cha mẹ, vợ chồng, con cái của
        người này cũng bị gỡ. Không thể hoàn tác.
      </Text>
    ),
    labels: { confirm: 'Xóa', cancel: 'Hủy' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Asks before deleting a decoration from the tree. */
export function confirmDeleteDecor(onConfirm: () => Promise<void>): void {
  openConfirmModal({
    title: 'Xóa trang trí',
    centered: true,
    children: <Text size="sm">Xóa phần trang trí này khỏi cây gia phả?</Text>,
    labels: { confirm: 'Xóa', cancel: 'Hủy' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
