import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { isEmptyLifeDate } from '../lifeDate.ts';
import { LifeDateInput } from './LifeDateInput.tsx';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

/** Birth and death (solar and/or lunar), whether the person has died, the giỗ on the calendar, burial. */
export function PersonLifeFields({ form, errors, compact }: PersonFieldsProps) {
  const deceased = form.watch('deceased');
  // The whole death date is one controlled field: watch it, not its parts.
  const death = form.watch('death');
  const hasLunarDeath = death.lunar.day.trim() !== '' && death.lunar.month.trim() !== '';
  return (
    <PersonFormSection title="Sinh và mất" compact={compact}>
      <SimpleGrid cols={compact ? 1 : { base: 1, md: 2 }} spacing="md" verticalSpacing="md">
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
              errors={errors.birth}
            />
          )}
        />
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
              errors={errors.death}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="deceased"
        render={({ field }) => (
          <Switch
            label="Đã mất"
            description="Người đã mất có ngày giỗ; ngày sinh của người còn sống chỉ hiện năm trên trang công khai."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {deceased ? (
        <Controller
          control={form.control}
          name="gioInCalendar"
          render={({ field }) => (
            <Switch
              label="Hiện ngày giỗ trên lịch của dòng họ"
              description={
                hasLunarDeath
                  ? 'Ngày giỗ được tính từ ngày mất âm lịch và hiện trên trang Lịch sự kiện khi cây gia phả được công khai. Tắt nếu gia đình không muốn.'
                  : 'Cần nhập ngày mất âm lịch (ngày và tháng) ở trên để tính ngày giỗ.'
              }
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
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
