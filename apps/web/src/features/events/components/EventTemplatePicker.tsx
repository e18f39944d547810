import { EVENT_TEMPLATE_PRESETS, type EventTemplate } from '@giapha/contract';
import { Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { EVENT_TEMPLATE_LABELS } from '../texts.ts';

const BLANK = 'blank';

interface EventTemplatePickerProps {
  /** The template the form was filled from; none for a blank event. */
  template: EventTemplate | null | undefined;
  onChoose: (choice: string) => void;
}

/** "Bắt đầu từ mẫu": Giỗ Tổ, Thanh Minh or Tết fill in the title, summary and date of a new event. */
export function EventTemplatePicker({ template, onChoose }: EventTemplatePickerProps) {
  const templateLabelId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="xs">
        <Text fw={600} id={templateLabelId}>
          Bắt đầu từ mẫu
        </Text>
        <Chip.Group multiple={false} value={template ?? BLANK} onChange={onChoose}>
          <Group gap="xs" role="radiogroup" aria-labelledby={templateLabelId}>
            <Chip value={BLANK} variant="outline" name={templateLabelId}>
              Sự kiện trống
            </Chip>
            {(['gioTo', 'thanhMinh', 'tet'] as const satisfies readonly EventTemplate[]).map((choice) => (
              <Chip key={choice} value={choice} variant="outline" name={templateLabelId}>
                {EVENT_TEMPLATE_LABELS[choice]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Text size="xs" c="dimmed">
          {template
            ? `${EVENT_TEMPLATE_PRESETS[template].title}: đã điền sẵn tên, tóm tắt và ngày — có thể sửa tùy dòng họ.`
            : 'Chọn một mẫu để điền sẵn, hoặc tự nhập từ đầu.'}
        </Text>
      </Stack>
    </Paper>
  );
}
