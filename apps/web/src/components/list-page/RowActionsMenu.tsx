import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

/** `Sửa`: opens the record's edit page (with router `state`, e.g. the list to come back to). */
export function EditMenuItem({ to, state, label = 'Sửa' }: { to: string; state?: unknown; label?: string }) {
  return (
    <Menu.Item component={Link} to={to} state={state} leftSection={<IconPencil size={16} />}>
      {label}
    </Menu.Item>
  );
}

/** `Xem trên trang`: the record's public page, in a new tab. */
export function ViewOnSiteMenuItem({ href }: { href: string }) {
  return (
    <Menu.Item
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      leftSection={<IconExternalLink size={16} />}
    >
      Xem trên trang
    </Menu.Item>
  );
}

/** `Xóa`, in red: asks before anything is deleted (the confirmation is the caller's). */
export function DeleteMenuItem({ onClick, label = 'Xóa' }: { onClick: () => void; label?: string }) {
  return (
    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onClick}>
      {label}
    </Menu.Item>
  );
}
