import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api.ts';

/** The record a page loads is not there: no such id or slug in the clan (404), or not one at all (400). */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export interface NotFoundStateProps {
  /** A Tabler icon at size 34, shown in a grey circle. */
  icon: ReactNode;
  title: string;
  description: string;
  /** The list to go back to, and the button's label. */
  back: { to: string; label: string };
}

/** What an admin or detail page shows when its record does not exist (a 404 or a malformed id). */
export function NotFoundState({ icon, title, description, back }: NotFoundStateProps) {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      </Stack>
    </Center>
  );
}
