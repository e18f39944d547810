import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLayoutDistributeHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The “Thêm thao tác” menu at the end of an editor toolbar (tree editor and draft editor); each passes its items. */
export function EditorMoreMenu({ children }: { children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Thêm thao tác">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

export function AutoArrangeMenuItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item leftSection={<IconLayoutDistributeHorizontal size={16} />} onClick={onClick}>
      Sắp xếp lại tự động
    </Menu.Item>
  );
}
