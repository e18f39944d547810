import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AdminPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right; they wrap under the title on a phone. */
  actions?: ReactNode;
  back?: { to: string; label: string };
}

/** The top of an admin page: an optional way back, the title, one line on what the page is for. */
export function AdminPageHeader({ title, description, actions, back }: AdminPageHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={1} size="h2" lh={1.25}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
