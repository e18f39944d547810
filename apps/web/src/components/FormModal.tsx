import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** On a phone, the whole screen. */
  fullScreen?: boolean;
  /** The form; key it by the record it edits. */
  children: ReactNode;
}

/**
 * A centred modal holding one form. The form is mounted only while the modal is open, so it starts
 * fresh each time it opens, filled from the record it opens on.
 */
export function FormModal({ opened, onClose, title, fullScreen, children }: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Đóng' }}
    >
      {opened ? children : null}
    </Modal>
  );
}
