import { Box, CloseButton, Drawer, Group, Text } from '@mantine/core';
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

interface EditorSidePanelProps {
  title: string;
  onClose: () => void;
  isPhone: boolean;
  /** Pixels, beside the canvas on a wide screen. */
  width: number;
  /** Keep the close button on the title's line however long the title is. */
  titleNoWrap?: boolean;
  children: ReactNode;
}

/** A canvas editor's side panel: a column beside the canvas on a wide screen, a bottom sheet on a phone. */
export function EditorSidePanel({
  title,
  onClose,
  isPhone,
  width,
  titleNoWrap = false,
  children,
}: EditorSidePanelProps) {
  if (isPhone) {
    return (
      <PanelSheet title={title} onClose={onClose}>
        {children}
      </PanelSheet>
    );
  }
  return (
    <Box
      component="aside"
      aria-label={title}
      w={width}
      p="md"
      style={{
        flex: '0 0 auto',
        borderLeft: '1px solid var(--mantine-color-gray-3)',
        overflowY: 'auto',
      }}
    >
      <Group justify="space-between" mb="sm" wrap={titleNoWrap ? 'nowrap' : undefined}>
        <Text fw={600}>{title}</Text>
        <CloseButton aria-label="Đóng" onClick={onClose} />
      </Group>
      {children}
    </Box>
  );
}
