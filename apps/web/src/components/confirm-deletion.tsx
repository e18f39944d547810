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
