import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SwitchField } from '../../../components/SwitchField.tsx';
import { PlacePicker } from '../../places/index.ts';
import { hasDeathAnniversary, isEmptyLifeDate } from '../lifeDate.ts';
import { LifeDateInput } from './LifeDateInput.tsx';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

/**
 * Birth and death (solar and/or lunar) with their places, whether the person has died, the giỗ on the
 * calendar, burial.
 */
export function PersonLifeFields({ form, errors, compact }: PersonFieldsProps) {
  const deceased = form.watch('deceased');
  const hasLunarDeath = hasDeathAnniversary(form.watch('death'));
  return (
    <PersonFormSection title="Sinh và mất" compact={compact}>
      <SimpleGrid cols={compact ? 1 : { base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="birth"
            render={({ field }) => (
              <LifeDateInput
                label="Ngày sinh"
                kind="birth"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.birth?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="birthPlace"
            render={({ field }) => (
              <PlacePicker label="Nơi sinh" value={field.value} onChange={field.onChange} />
            )}
          />
        </Stack>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="death"
            render={({ field }) => (
              <LifeDateInput
                label="Ngày mất"
                kind="death"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // A death date says the person has died.
                  if (!isEmptyLifeDate(value) && !form.getValues('deceased')) {
                    form.setValue('deceased', true, { shouldDirty: true });
                  }
                }}
                onBlur={field.onBlur}
                error={errors.death?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="deathPlace"
            render={({ field }) => (
              <PlacePicker label="Nơi mất" value={field.value} onChange={field.onChange} />
            )}
          />
        </Stack>
      </SimpleGrid>
      <SwitchField
        control={form.control}
        name="deceased"
        label="Đã mất"
        description="Người đã mất có ngày giỗ; ngày sinh của người còn sống chỉ hiện năm trên trang công khai."
      />
      {deceased ? (
        <SwitchField
          control={form.control}
          name="gioInCalendar"
          label="Hiện ngày giỗ trên lịch của dòng họ"
          description={
            hasLunarDeath
              ? 'Ngày giỗ được tính từ ngày mất âm lịch và hiện trên trang Lịch sự kiện khi cây gia phả được công khai. Tắt nếu gia đình không muốn.'
              : 'Cần nhập ngày mất âm lịch chính xác (ngày và tháng) ở trên để tính ngày giỗ.'
          }
        />
      ) : null}
      <TextInput
        label="Nơi an táng"
        placeholder="Ví dụ: Nghĩa trang họ Nguyễn"
        autoComplete="off"
        {...form.register('burialPlace')}
        error={errors.burialPlace?.message}
      />
    </PersonFormSection>
  );
}
