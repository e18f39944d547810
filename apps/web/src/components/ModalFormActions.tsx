import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';

interface ModalFormActionsProps {
  onCancel: () => void;
  /** The form is being sent: `Hủy` waits and the submit button spins. */
  pending: boolean;
  /** An existing record: `Lưu thay đổi` with a floppy; a new one: `createLabel` with a plus. */
  editing: boolean;
  createLabel: string;
  /** Also grey out the submit button while it spins. */
  disableSubmitWhilePending?: boolean;
}

/** The foot of a form in a modal: `Hủy` and the submit button, on the right. */
export function ModalFormActions({
  onCancel,
  pending,
  editing,
  createLabel,
  disableSubmitWhilePending = false,
}: ModalFormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Hủy
      </Button>
      <Button
        type="submit"
        loading={pending}
        disabled={disableSubmitWhilePending ? pending : undefined}
        leftSection={editing ? <IconDeviceFloppy size={18} /> : <IconPlus size={18} />}
      >
        {editing ? 'Lưu thay đổi' : createLabel}
      </Button>
    </Group>
  );
}
