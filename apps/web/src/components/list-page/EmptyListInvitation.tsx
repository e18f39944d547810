import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyListInvitationProps {
  /** A Tabler icon (size 30, or 26 when compact), shown in a light circle. */
  icon: ReactNode;
  title: string;
  /** What the records are for, in a sentence or two. */
  description: ReactNode;
  /** Widest the description may run, in px. */
  descriptionWidth: number;
  /** The way to add the first record (left out for readers who cannot). */
  action?: ReactNode;
  /** Smaller, for a list inside a settings tab. */
  compact?: boolean;
}

/** In place of an empty list's search and table: what the list is for and how to start it. */
export function EmptyListInvitation({
  icon,
  title,
  description,
  descriptionWidth,
  action,
  compact = false,
}: EmptyListInvitationProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap={compact ? 'xs' : 'sm'} ta="center">
        <ThemeIcon size={compact ? 48 : 56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" maw={descriptionWidth}>
          {description}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
