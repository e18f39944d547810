import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CampaignFormSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** One bordered, titled part of the campaign form (money, goal and dates, the donation ledger). */
export function CampaignFormSection({ titleId, title, children }: CampaignFormSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
