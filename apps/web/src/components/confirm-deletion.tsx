import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/form-errors.ts';
import { toast } from '../lib/toast.ts';

interface DeletionConfirm {
  title: string;
  /** What goes, naming the record: the body of the modal. */
  message: ReactNode;
  /** The red button: `Xóa` unless it says more. */
  confirmLabel?: string;
  onConfirm: () => void;
}

/** Asks before anything is deleted: a centred modal, a red button, and `Hủy` to back out. */
export function confirmDeletion({ title, message, confirmLabel = 'Xóa', onConfirm }: DeletionConfirm): void {
  openConfirmModal({
    title,
    centered: true,
    children: message,
    labels: { confirm: confirmLabel, cancel: 'Hủy' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** The record's name in bold, inside the sentence of a confirmation. */
export function RecordName({ children }: { children: ReactNode }) {
  return (
    <Text span fw={600}>
      {children}
    </Text>
  );
}

interface DeletionToastOptions {
  /** Shown under the server's message (the record's name). */
  detail?: string;
  /** Runs once the server agreed (a detail page leaves). */
  onDeleted?: () => void;
}

/** A delete's `mutate` callbacks: the server's message, or why it failed (else `fallback`). */
export function deletionToasts(fallback: string, { detail, onDeleted }: DeletionToastOptions = {}) {
  return {
    onSuccess: (message: string) => {
      toast.success(message, detail);
      onDeleted?.();
    },
    onError: (error: unknown) => toast.error(errorMessage(error, fallback)),
  };
}

/** What a delete needs of its mutation (a TanStack `useMutation` on the record's id, answering the server's message, fits). */
interface DeleteMutation {
  mutate: (id: string, callbacks: ReturnType<typeof deletionToasts>) => void;
  isPending: boolean;
  variables: string | undefined;
}

/** The confirmation of one record's delete, and what its toasts say. */
export interface RecordDeletion extends Omit<DeletionConfirm, 'onConfirm'> {
  /** The toast when the delete failed without the server's reason. */
  fallback: string;
  /** Under the server's message in the toast (the record's name). */
  detail?: string;
}

export interface ConfirmedDelete<T> {
  /** Asks first; deletes on confirmation, toasts the server's message, then runs `onDeleted` (a detail page leaves). */
  remove: (record: T, onDeleted?: () => void) => void;
  /** The id being deleted, while the request is on its way. */
  deletingId: string | undefined;
  isDeleting: (record: { id: string }) => boolean;
}

/**
 * A record's delete, always after `confirmDeletion`: `deletion` says what the modal asks (naming the
 * record) and what the toasts say; the mutation runs only once the admin confirmed.
 */
export function deleteAfterConfirming<T extends { id: string }>(
  mutation: DeleteMutation,
  deletion: (record: T) => RecordDeletion,
): ConfirmedDelete<T> {
  const deletingId = mutation.isPending ? mutation.variables : undefined;
  return {
    deletingId,
    isDeleting: (record) => deletingId !== undefined && deletingId === record.id,
    remove: (record, onDeleted) => {
      const { fallback, detail, ...confirm } = deletion(record);
      confirmDeletion({
        ...confirm,
        onConfirm: () => mutation.mutate(record.id, deletionToasts(fallback, { detail, onDeleted })),
      });
    },
  };
}
