import { Divider, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the person form: a framed card, or in the compact form a divider with its title. */
export function PersonFormSection({
  title,
  description,
  compact,
  children,
}: {
  title: string;
  description?: ReactNode;
  compact: boolean;
  children: ReactNode;
}) {
  if (compact) {
    return (
      <Stack gap="sm">
        <Divider label={title} labelPosition="left" fw={600} />
        {description}
        {children}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
