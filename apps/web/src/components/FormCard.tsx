import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** One bordered card of fields in the main column of an admin record form (post, event, campaign). */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
