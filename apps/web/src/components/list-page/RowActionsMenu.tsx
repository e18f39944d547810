import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RowActionsMenuProps {
  /** Names the row for screen readers: `Thao tác với album Giỗ Tổ`. */
  label: string;
  /** A spinner on the button while the row's action runs. */
  busy?: boolean;
  /** The button is off (instead of spinning) while the row's action runs. */
  disabled?: boolean;
  /** The dropdown's width; Mantine's own when left out. */
  width?: number;
  /** The button's size: `lg`, or 40 px where the row is a card or a touch target. */
  size?: 'lg' | number;
  /** The `Menu.Item`s. */
  children: ReactNode;
}

/** The ⋮ button at the end of a row and the menu of what can be done to that record. */
export function RowActionsMenu({ label, busy, disabled, width, size = 'lg', children }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" width={width} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={label}
          loading={busy}
          disabled={disabled}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
