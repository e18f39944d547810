import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { OTHER_NAME_LABELS } from '../texts.ts';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

const OTHER_NAME_KEYS = ['tenHuy', 'tenTu', 'hieu', 'thuyHieu', 'phapDanh'] as const;

/** Tên húy, tên tự, hiệu, thụy hiệu and pháp danh. */
export function PersonOtherNamesFields({ form, errors, compact }: PersonFieldsProps) {
  return (
    <PersonFormSection
      title="Tên khác"
      compact={compact}
      description={
        <Text size="sm" c="dimmed">
          Tên húy (tên thật kiêng gọi), tên tự, hiệu, thụy hiệu (tên đặt sau khi mất) và pháp danh (tên khi
          quy y).
        </Text>
      }
    >
      <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {OTHER_NAME_KEYS.map((key) => (
          <TextInput
            key={key}
            label={OTHER_NAME_LABELS[key]}
            autoComplete="off"
            {...form.register(`otherNames.${key}`)}
            error={errors.otherNames?.[key]?.message}
          />
        ))}
      </SimpleGrid>
    </PersonFormSection>
  );
}
