import { Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const LOOKS = {
  success: { color: 'green', Icon: IconCircleCheck },
  mail: { color: 'green', Icon: IconMailCheck },
  error: { color: 'red', Icon: IconCircleX },
} as const;

interface AuthResultProps {
  kind: keyof typeof LOOKS;
  title: string;
  /** The explanation: a few short paragraphs. */
  children: ReactNode;
  /** Buttons leading on, full width, the main one first. */
  actions: ReactNode;
}

/** The outcome of a step (registered, verified, link invalid…): icon, title, text and the way on. */
export function AuthResult({ kind, title, children, actions }: AuthResultProps) {
  const { color, Icon } = LOOKS[kind];
  return (
    <Stack align="center" ta="center" gap="md" data-result={kind}>
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        <Icon size={36} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2" lh={1.25}>
        {title}
      </Title>
      <Stack gap="xs" c="dimmed" fz="sm">
        {children}
      </Stack>
      <Stack gap="sm" mt="xs" w="100%">
        {actions}
      </Stack>
    </Stack>
  );
}
