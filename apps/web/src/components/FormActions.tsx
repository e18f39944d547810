import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { SettingsFormProps } from './record-form.ts';

interface FormActionsProps {
  /** Where `Hủy` (or, read only, the way back) leads: the list. */
  cancelTo: string;
  saving: boolean;
  submitLabel: string;
  /** Set for a reader who may not write: the form offers only the way back, with this label. */
  readOnlyBackLabel?: string;
  /** On the left, apart from saving (e.g. deleting the record). */
  extraActions?: ReactNode;
}

/** The foot of a settings form: other actions on the left, `Hủy` and save on the right; read only, a way back. */
function FormActions({ cancelTo, saving, submitLabel, readOnlyBackLabel, extraActions }: FormActionsProps) {
  if (readOnlyBackLabel) {
    return (
      <Group>
        <Button component={Link} to={cancelTo} variant="default">
          {readOnlyBackLabel}
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">{extraActions}</Group>
      <Group gap="sm" justify="flex-end">
        <Button component={Link} to={cancelTo} variant="default">
          Hủy
        </Button>
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}

interface SettingsFormFrameProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The unsaved-changes guard of a form that has one (its dialog). */
  guard?: { dialog: ReactNode };
  /** What the page hands the form about its foot (`readOnly` left out: the reader may always write). */
  actions: Omit<SettingsFormProps<unknown>, 'onSubmit' | 'readOnly'> & { readOnly?: boolean };
  /** Read only, the label of the way back to the list. */
  readOnlyBackLabel?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of a members' settings record (bank account, category, source): its fields, then the foot
 * with the page's extra buttons, `Hủy` and save — or, read only, only the way back.
 */
export function SettingsFormFrame({
  label,
  onSubmit,
  guard,
  actions: { readOnly, cancelTo, saving, submitLabel, extraActions },
  readOnlyBackLabel,
  children,
}: SettingsFormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {guard?.dialog}
      <Stack gap="md">
        {children}
        <FormActions
          cancelTo={cancelTo}
          saving={saving}
          submitLabel={submitLabel}
          readOnlyBackLabel={readOnly ? readOnlyBackLabel : undefined}
          extraActions={extraActions}
        />
      </Stack>
    </form>
  );
}

interface FormDeleteButtonProps {
  /** `Xóa tài khoản`, `Xóa danh mục`. */
  label: string;
  deleting: boolean;
  onClick: () => void;
}

/** Deleting the record from its form, at the foot's left; it spins while the record is deleted. */
export function FormDeleteButton({ label, deleting, onClick }: FormDeleteButtonProps) {
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      loading={deleting}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
