import { Paper, type PaperProps } from '@mantine/core';
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
