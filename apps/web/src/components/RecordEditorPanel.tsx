import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';
import { StaleVersionAlert } from './StaleVersionAlert.tsx';

interface RecordEditorPanelProps {
  /** Said to a reader who may not write; `null` for an admin. */
  readOnlyNote: ReactNode;
  /** Someone else saved first: the server's message and the way to load their copy. */
  stale: { message: string; onReload: () => void; reloading: boolean } | null;
  /** One line over the form: badges and the date of the last change. */
  summary: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** A record of the members' settings area in its form: who may change it, a stale save, then the form. */
export function RecordEditorPanel({ readOnlyNote, stale, summary, children }: RecordEditorPanelProps) {
  return (
    <Stack gap="md">
      {readOnlyNote ? <ReadOnlyNote>{readOnlyNote}</ReadOnlyNote> : null}
      {stale ? (
        <StaleVersionAlert message={stale.message} onReload={stale.onReload} reloading={stale.reloading} />
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="xs">{summary}</Group>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
