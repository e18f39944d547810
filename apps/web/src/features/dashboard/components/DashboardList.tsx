import { Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

// The short lists of the dashboard's cards (members waiting, giỗ coming up): one row a line, a rule between.

export function DashboardListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Đang tải">
      <Skeleton h={44} />
      <Skeleton h={44} />
    </Stack>
  );
}

export function DashboardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One line: what it is about on the left, its badge or button on the right. */
export function DashboardListItem({ children }: { children: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      {children}
    </Group>
  );
}
