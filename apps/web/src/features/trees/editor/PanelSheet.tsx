import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** Share of a phone's screen height the editor's bottom sheet takes; the canvas keeps the rest. */
export const PANEL_SHEET_SHARE = 0.55;

/**
 * The side panel of a canvas editor as a bottom sheet on phones: no overlay and no focus trap, so the
 * canvas above it stays usable (tap another card, pan) while the sheet is open.
 */
export function PanelSheet({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      size={`${PANEL_SHEET_SHARE * 100}%`}
      withOverlay={false}
      lockScroll={false}
      trapFocus={false}
      closeOnClickOutside={false}
      title={title}
      closeButtonProps={{ 'aria-label': 'Đóng' }}
      styles={{ content: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } }}
    >
      {children}
    </Drawer>
  );
}
