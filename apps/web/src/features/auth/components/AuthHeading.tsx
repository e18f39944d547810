import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's title inside the auth card, with one line saying what the page is for. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={1} size="h2" lh={1.25}>
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
