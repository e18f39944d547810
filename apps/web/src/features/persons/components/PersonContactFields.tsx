import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

/** Phone, e-mail and address: for members of the clan only. */
export function PersonContactFields({ form, errors, compact }: PersonFieldsProps) {
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
        <TextInput
          label="Số điện thoại"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.register('contact.phone')}
          error={errors.contact?.phone?.message}
        />
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('contact.email')}
          error={errors.contact?.email?.message}
        />
      </SimpleGrid>
      <TextInput
        label="Địa chỉ"
        autoComplete="off"
        {...form.register('contact.address')}
        error={errors.contact?.address?.message}
      />
    </PersonFormSection>
  );
}
