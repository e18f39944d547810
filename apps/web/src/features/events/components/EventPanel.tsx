import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered section of the events pages (the day, the month's list, what comes next), named by its title. */
export function EventPanel({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      {children}
    </Paper>
  );
}
