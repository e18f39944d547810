import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { errorMessage } from '../lib/form-errors.ts';
import { FormModal } from './FormModal.tsx';
import { ModalFormActions } from './ModalFormActions.tsx';
import { isStaleWrite, StaleVersionAlert } from './StaleVersionAlert.tsx';

/** The names of a form that adds or edits one record in a modal. */
export interface ModalFormTexts {
  /** The form's name (and the modal's title) when it adds a record. */
  addTitle: string;
  /** The form's name (and the modal's title) when it edits one. */
  editTitle: string;
  /** The submit button of a new record (an edited one says `Lưu thay đổi`). */
  add: string;
}

type ModalFormActionsProps = ComponentProps<typeof ModalFormActions>;

/** A record is edited when there is one; none (null or left out) means a new one is added. */
function isEdited(record: object | null | undefined): boolean {
  return record !== null && record !== undefined;
}

/** What the form and its modal are called: adding a record, or editing this one. */
function titleOf(texts: ModalFormTexts, record: object | null | undefined): string {
  return isEdited(record) ? texts.editTitle : texts.addTitle;
}

interface ModalFormProps {
  texts: ModalFormTexts;
  /** The record edited; none (null or left out) to add one. */
  record: object | null | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `Hủy` and the submit button at the foot (their labels follow `texts` and `record`). */
  actions: Omit<ModalFormActionsProps, 'editing' | 'createLabel'>;
  /** The fields, and on top of them the alert of a refused save, if any. */
  children: ReactNode;
}

/**
 * A form in a `FormModal` adding or editing one record: named after what it does, its fields, then
 * `Hủy` and the submit button (`Lưu thay đổi` for a record edited, `texts.add` for a new one).
 */
export function ModalForm({ texts, record, onSubmit, actions, children }: ModalFormProps) {
  const editing = isEdited(record);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={titleOf(texts, record)}>
      <Stack gap="md">
        {children}
        <ModalFormActions {...actions} editing={editing} createLabel={texts.add} />
      </Stack>
    </form>
  );
}

interface StaleSaveAlertProps {
  /** The save's error: the alert shows only when it is a stale write (409). */
  error: unknown;
  /** What to say when the server gave no message. */
  fallback: string;
  /**
   * What the alert's button does: load the newest copy (what `useStaleReload` gives), or close the
   * form so that the list behind it reloads; without it the alert offers no button.
   */
  reload?: { reload: () => unknown; reloading?: boolean };
}

/** The "Dữ liệu đã thay đổi" alert of a modal form, shown only after someone else saved the record first. */
export function StaleSaveAlert({ error, fallback, reload }: StaleSaveAlertProps) {
  if (!isStaleWrite(error)) return null;
  return (
    <StaleVersionAlert
      message={errorMessage(error, fallback)}
      onReload={reload ? () => void reload.reload() : undefined}
      reloading={reload?.reloading}
    />
  );
}

interface RecordFormModalProps {
  opened: boolean;
  onClose: () => void;
  texts: ModalFormTexts;
  /** The record edited; none (null or left out) to add one. */
  record: object | null | undefined;
  /** The widest screen (a CSS length, `48em`) on which the modal takes the whole screen. */
  fullScreenBelow: string;
  /** The `ModalForm`, keyed by the record it edits. */
  children: ReactNode;
}

/** The `FormModal` of a `ModalForm`: titled like its form, the whole screen on a phone. */
export function RecordFormModal({ texts, record, fullScreenBelow, ...modal }: RecordFormModalProps) {
  const phone = useMediaQuery(`(max-width: ${fullScreenBelow})`) ?? false;
  return <FormModal {...modal} title={titleOf(texts, record)} fullScreen={phone} />;
}
