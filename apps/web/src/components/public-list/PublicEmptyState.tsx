import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface PublicEmptyStateProps {
  /** A Tabler icon at size 28, shown in a light circle. */
  icon: ReactNode;
  title: string;
  hint: string;
  /** The circle's colour: the clan's red, or gold for the fundraising pages. */
  color?: 'clan' | 'gold';
  /** Widest the hint may run, in px. */
  hintWidth?: number;
}

/** In place of a public list with nothing to show: what is missing and what would fill it. */
export function PublicEmptyState({ icon, title, hint, color = 'clan', hintWidth }: PublicEmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        <Text size="sm" c="dimmed" maw={hintWidth}>
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}
