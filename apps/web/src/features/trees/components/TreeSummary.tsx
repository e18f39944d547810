import type { PublicTreeSummary } from '@giapha/contract';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBinaryTree, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './TreeSummary.module.css';

const EMBLEM_SIZES = {
  md: { badge: 52, icon: 28 },
  lg: { badge: 72, icon: 38 },
} as const;

/** The gold-ringed tree badge beside a public tree's summary. */
export function TreeEmblem({ size, visibleFrom }: { size: keyof typeof EMBLEM_SIZES; visibleFrom?: 'xs' }) {
  const look = EMBLEM_SIZES[size];
  return (
    <ThemeIcon
      size={look.badge}
      radius={look.badge}
      variant="filled"
      color="clan"
      className={classes.emblem}
      visibleFrom={visibleFrom}
    >
      <IconBinaryTree size={look.icon} stroke={1.5} />
    </ThemeIcon>
  );
}

interface TreeSummaryProps {
  tree: PublicTreeSummary;
  /** The name's heading: its level, its look and the id a section is labelled by. */
  heading: { order: 2 | 3; size?: 'h3'; id?: string };
  /** Shown above the name. */
  label?: ReactNode;
  /** Take the row's remaining width. */
  grow?: boolean;
}

/** A public tree's name, description, and how many people and generations it holds. */
export function TreeSummary({ tree, heading, label, grow = false }: TreeSummaryProps) {
  return (
    <Stack gap={6} style={grow ? { flex: 1, minWidth: 0 } : { minWidth: 0 }}>
      {label}
      <Title order={heading.order} size={heading.size} id={heading.id} className={classes.name}>
        {tree.name}
      </Title>
      {tree.description ? (
        <Text c="dimmed" lineClamp={4}>
          {tree.description}
        </Text>
      ) : null}
      <TreeStats tree={tree} />
    </Stack>
  );
}

/** How many people the tree holds and, once counted, how many generations. */
export function TreeStats({ tree }: { tree: PublicTreeSummary }) {
  return (
    <Group gap="md" c="dimmed">
      <Stat
        icon={<IconUsers size={16} aria-hidden="true" />}
      >{`${tree.personCount.toLocaleString('vi-VN')} người`}</Stat>
      {tree.generationCount > 0 ? (
        <Stat icon={<IconBinaryTree size={16} aria-hidden="true" />}>{`${tree.generationCount} đời`}</Stat>
      ) : null}
    </Group>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" span>
        {children}
      </Text>
    </Group>
  );
}
