import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RecordReload } from './AdminRecordPages.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';
import { SaveConflictAlert } from './RecordFormFields.tsx';
import type { SaveConflict } from './record-form.ts';

/** The bordered card a members' settings form sits in. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </Paper>
  );
}

interface RecordEditorPanelProps {
  /** Said to a reader who may not write; `null` for an admin. */
  readOnlyNote: ReactNode;
  /** Someone else may have saved first (`saveConflict`), and how the newest copy is loaded. */
  conflict: SaveConflict;
  reload: RecordReload;
  /** One line over the form: badges and the date of the last change. */
  summary: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** A record of the members' settings area in its form: who may change it, a stale save, then the form. */
export function RecordEditorPanel({
  readOnlyNote,
  conflict,
  reload,
  summary,
  children,
}: RecordEditorPanelProps) {
  return (
    <Stack gap="md">
      {readOnlyNote ? <ReadOnlyNote>{readOnlyNote}</ReadOnlyNote> : null}
      <SaveConflictAlert conflict={conflict} onReload={reload.onReload} reloading={reload.reloading} />
      <FormCard>
        <Stack gap="md">
          <Group gap="xs">{summary}</Group>
          {children}
        </Stack>
      </FormCard>
    </Stack>
  );
}
