import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowIconButtonProps {
  /** Its accessible name, naming the row it acts on (`Sửa “Tin mới”`). */
  label: string;
  /** Red for a deletion. */
  color?: 'gray' | 'red';
  disabled?: boolean;
  onClick: () => void;
  /** The icon, at size 18. */
  children: ReactNode;
}

/** A quiet icon button at the end of a list row: 40 px square, so it is easy to hit on a phone. */
export function RowIconButton({ label, color = 'gray', children, ...button }: RowIconButtonProps) {
  return (
    <ActionIcon variant="subtle" color={color} size={40} aria-label={label} {...button}>
      {children}
    </ActionIcon>
  );
}
