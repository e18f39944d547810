import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from './AdminPageHeader.tsx';

interface RecordCreatePageProps {
  title: string;
  /** Under the title, for those who may add one: what the record is for. */
  description: string;
  back: { to: string; label: string };
  maw: number;
  /** For a member who may not add one: why, and the way back to the list (instead of the form). */
  readOnly: { note: ReactNode; backLabel: string } | null;
  /** The empty form. */
  children: ReactNode;
}

/** A settings page that adds a record: its header, then the form in a card, or why the reader cannot. */
export function RecordCreatePage({
  title,
  description,
  back,
  maw,
  readOnly,
  children,
}: RecordCreatePageProps) {
  if (readOnly) {
    return (
      <Stack gap={0} maw={maw}>
        <AdminPageHeader title={title} back={back} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Stack gap="sm" align="flex-start">
            {readOnly.note}
            <Button component={Link} to={back.to} size="xs" variant="white">
              {readOnly.backLabel}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap={0} maw={maw}>
      <AdminPageHeader title={title} description={description} back={back} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </Stack>
  );
}
