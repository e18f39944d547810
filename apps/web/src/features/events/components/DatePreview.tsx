import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Under the date fields, after an arrow: the day they stand for in the other calendar. */
export function DatePreview({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconArrowRight size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
