import { Group, SimpleGrid, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FormTextInput } from '../../../components/FormTextFields.tsx';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

/** Phone, e-mail and address: for members of the clan only. */
export function PersonContactFields({ form, compact }: PersonFieldsProps) {
  return (
    <PersonFormSection
      title="Liên lạc"
      compact={compact}
      description={
        <Group gap={6} wrap="nowrap">
          <IconLock size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            Chỉ thành viên dòng họ xem được
          </Text>
        </Group>
      }
    >
      <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <FormTextInput
          form={form}
          name="contact.phone"
          label="Số điện thoại"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <FormTextInput
          form={form}
          name="contact.email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </SimpleGrid>
      <FormTextInput form={form} name="contact.address" label="Địa chỉ" autoComplete="off" />
    </PersonFormSection>
  );
}
