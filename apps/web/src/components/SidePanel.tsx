import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SidePanelProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
}

/** A small bordered, titled section in the column beside a record's form (saving, cover image, QR). */
export function SidePanel({ headingId, heading, children }: SidePanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {heading}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
