import type { Person } from '@giapha/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import type { PersonFormValues } from '../personForm.ts';
import { PersonContactFields } from './PersonContactFields.tsx';
import { PersonLifeFields } from './PersonLifeFields.tsx';
import { PersonMainFields } from './PersonMainFields.tsx';
import { PersonNotesFields } from './PersonNotesFields.tsx';
import { PersonOtherNamesFields } from './PersonOtherNamesFields.tsx';
import { usePersonForm } from './usePersonForm.ts';

export type { PersonFormValues } from '../personForm.ts';

export interface PersonFormProps {
  /** The person to edit; without one the form is empty (a new person). */
  person?: Person;
  /**
   * Saves the values (add the loaded `version` for an update). Reject with the `ApiError` to have
   * the form show the server's field errors under their fields and a version conflict (409) above them.
   */
  onSubmit: (values: PersonFormValues) => Promise<void>;
  submitting: boolean;
  /** One column, sections without frames: for the tree editor's side panel. */
  compact?: boolean;
  /** Shows a `Hủy` button. */
  onCancel?: () => void;
  /** After a version conflict: loads the person again (fields the user has not touched take the new values). */
  onReload?: () => void;
  reloading?: boolean;
  /** Default: `Lưu thay đổi` for a person, `Thêm người` for a new one. */
  submitLabel?: string;
}

/**
 * Everything about one person of the genealogy: names (and tên húy, tên tự, hiệu, thụy hiệu), sex,
 * đời and thứ, birth and death as written (one text each: khoảng 1850, 10/3 âm lịch…), burial place,
 * picture, biography, notes and private contact details. Used by the persons admin page and the tree
 * editor's side panel.
 */
export function PersonForm({
  person,
  onSubmit,
  submitting,
  compact = false,
  onCancel,
  onReload,
  reloading = false,
  submitLabel,
}: PersonFormProps) {
  const { form, conflict, submit } = usePersonForm(person, onSubmit);
  const fields = { form, errors: form.formState.errors, compact };

  return (
    <form onSubmit={submit} noValidate aria-label="Thông tin người trong gia phả">
      <Stack gap={compact ? 'lg' : 'md'}>
        {conflict ? <StaleVersionAlert message={conflict} onReload={onReload} reloading={reloading} /> : null}
        <PersonMainFields {...fields} />
        <PersonOtherNamesFields {...fields} />
        <PersonLifeFields {...fields} />
        <PersonNotesFields {...fields} />
        <PersonContactFields {...fields} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Hủy
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={submitting}
            disabled={submitting}
            leftSection={<IconDeviceFloppy size={18} />}
          >
            {submitLabel ?? (person ? 'Lưu thay đổi' : 'Thêm người')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
