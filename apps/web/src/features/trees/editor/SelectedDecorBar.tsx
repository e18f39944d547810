import type { ParsedDecor } from '@giapha/contract';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';

export interface SelectedDecorBarProps {
  decor: ParsedDecor;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onDeselect(): void;
}

/** The bar floating over the canvas while a decoration is selected: its text, edit, delete, deselect. */
export function SelectedDecorBar({ decor, busy, onEdit, onDelete, onDeselect }: SelectedDecorBarProps) {
  return (
    <Paper
      shadow="md"
      radius="md"
      withBorder
      px="sm"
      py={6}
      role="region"
      aria-label="Trang trí đang chọn"
      style={{
        position: 'absolute',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        zIndex: 5,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} lineClamp={1} maw={220}>
          {decor.type === 'text' ? decor.data.text : decor.data.alt || 'Ảnh trang trí'}
        </Text>
        <Button size="compact-sm" variant="default" onClick={onEdit}>
          Sửa
        </Button>
        <Button size="compact-sm" color="red" variant="light" disabled={busy} onClick={onDelete}>
          Xóa
        </Button>
        <CloseButton size="sm" aria-label="Bỏ chọn trang trí" onClick={onDeselect} />
      </Group>
    </Paper>
  );
}
