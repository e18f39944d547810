import { Group, Paper, type PaperProps, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionPanelProps extends Pick<PaperProps, 'className' | 'mt'> {
  /** The id of the heading inside, which names the section. */
  titleId: string;
  children: ReactNode;
}

/** A bordered section of a page, named by its heading; roomier from a tablet up. */
export function SectionPanel({ titleId, children, ...paperProps }: SectionPanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      {...paperProps}
    >
      {children}
    </Paper>
  );
}

interface SectionHeadingProps {
  /** The heading's id, the `titleId` of its `SectionPanel`. */
  id: string;
  title: ReactNode;
  /** What the section holds, in a line under the title. */
  description: ReactNode;
  /** The section's main button (add), on the right. */
  action?: ReactNode;
}

/** A section's heading: its title and what it holds, with its main button beside them. */
export function SectionHeading({ id, title, description, action }: SectionHeadingProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}
