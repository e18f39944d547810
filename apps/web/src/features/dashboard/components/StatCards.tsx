import { Button, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconHourglass, IconRefresh, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pendingUserCountQuery, userCountQuery } from '../../users/index.ts';
import classes from './StatCards.module.css';

export interface StatCard {
  id: string;
  label: string;
  icon: Icon;
  color: string;
  /** Where the card leads: the list behind the number. */
  to: string;
  /** The card's number, loaded through TanStack Query (a hook: called once per render of the card). */
  useCount: () => UseQueryResult<number>;
}

/** The dashboard's numbers, in order. Later features add their card here. */
export const STAT_CARDS: StatCard[] = [
  {
    id: 'members',
    label: 'Tổng số thành viên',
    icon: IconUsers,
    color: 'clan',
    to: '/admin/users',
    useCount: () => useQuery(userCountQuery()),
  },
  {
    id: 'pending',
    label: 'Chờ duyệt',
    icon: IconHourglass,
    color: 'yellow',
    to: '/admin/users?status=pending',
    useCount: () => useQuery(pendingUserCountQuery()),
  },
  {
    id: 'active',
    label: 'Đang hoạt động',
    icon: IconUserCheck,
    color: 'green',
    to: '/admin/users?status=active',
    useCount: () => useQuery(userCountQuery('active')),
  },
];

const numberFormat = new Intl.NumberFormat('vi-VN');

function StatCardView({ card }: { card: StatCard }) {
  const query = card.useCount();
  let value: ReactNode;
  if (query.isPending) value = <Skeleton h={30} w={56} mt={4} />;
  else if (query.isError) {
    value = (
      <Group gap="xs" mt={4}>
        <Text size="sm" c="red">
          Không tải được số liệu
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={12} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Thử lại
        </Button>
      </Group>
    );
  } else {
    value = (
      <Text fz={28} fw={700} lh={1.15} data-testid={`stat-${card.id}-value`}>
        {numberFormat.format(query.data)}
      </Text>
    );
  }

  const body = (
    <Group gap="md" wrap="nowrap" align="center">
      <ThemeIcon size={48} radius="md" variant="light" color={card.color}>
        <card.icon size={26} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" fw={500}>
          {card.label}
        </Text>
        {value}
      </div>
    </Group>
  );

  // A failed card is not a link: its retry button must not navigate.
  if (query.isError) {
    return (
      <Paper withBorder radius="md" p="md" data-testid={`stat-${card.id}`}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper
      component={Link}
      to={card.to}
      withBorder
      radius="md"
      p="md"
      data-testid={`stat-${card.id}`}
      aria-busy={query.isPending}
      className={classes.link}
    >
      {body}
    </Paper>
  );
}

export function StatCards({ cards = STAT_CARDS }: { cards?: StatCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards.map((card) => (
        <StatCardView key={card.id} card={card} />
      ))}
    </SimpleGrid>
  );
}
