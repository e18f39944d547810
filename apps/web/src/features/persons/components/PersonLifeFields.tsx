import { SimpleGrid, Stack } from '@mantine/core';
import { FormTextInput } from '../../../components/FormTextFields.tsx';
import { SwitchField } from '../../../components/SwitchField.tsx';
import { PlaceField } from '../../places/index.ts';
import { hasDeathAnniversary, isEmptyLifeDate } from '../lifeDate.ts';
import { LifeDateField } from './LifeDateField.tsx';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

/**
 * Birth and death (solar and/or lunar) with their places, whether the person has died, the giỗ on the
 * calendar, burial.
 */
export function PersonLifeFields({ form, compact }: PersonFieldsProps) {
  const deceased = form.watch('deceased');
  const hasLunarDeath = hasDeathAnniversary(form.watch('death'));
  return (
    <PersonFormSection title="Sinh và mất" compact={compact}>
      <SimpleGrid cols={compact ? 1 : { base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <Stack gap="sm">
          <LifeDateField control={form.control} name="birth" label="Ngày sinh" kind="birth" />
          <PlaceField control={form.control} name="birthPlace" label="Nơi sinh" />
        </Stack>
        <Stack gap="sm">
          <LifeDateField
            control={form.control}
            name="death"
            label="Ngày mất"
            kind="death"
            onChanged={(value) => {
              // A death date says the person has died.
              if (!isEmptyLifeDate(value) && !form.getValues('deceased')) {
                form.setValue('deceased', true, { shouldDirty: true });
              }
            }}
          />
          <PlaceField control={form.control} name="deathPlace" label="Nơi mất" />
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
      <FormTextInput
        form={form}
        name="burialPlace"
        label="Nơi an táng"
        placeholder="Ví dụ: Nghĩa trang họ Nguyễn"
        autoComplete="off"
      />
    </PersonFormSection>
  );
}
