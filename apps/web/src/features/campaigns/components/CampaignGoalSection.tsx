import { MAX_AMOUNT } from '@giapha/contract';
import { SimpleGrid } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { FormDatePicker } from '../../../components/FormDatePicker.tsx';
import { WholeNumberInput } from '../../../components/WholeNumberInput.tsx';
import { CampaignFormSection } from './CampaignFormSection.tsx';
import type { CampaignFormApi } from './useCampaignForm.ts';

interface CampaignGoalSectionProps {
  form: CampaignFormApi;
  phone: boolean;
}

/** "Mục tiêu và thời gian": the amount the clan hopes to raise, and from when to when. */
export function CampaignGoalSection({ form, phone }: CampaignGoalSectionProps) {
  const startDate = useWatch({ control: form.control, name: 'startDate' });

  const datePicker = (name: 'startDate' | 'endDate', label: string) => (
    <FormDatePicker
      form={form}
      name={name}
      phone={phone}
      label={label}
      placeholder="dd/mm/yyyy"
      valueFormat="DD/MM/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': `Xóa ${label.toLowerCase()}` }}
      minDate={name === 'endDate' ? (startDate ?? undefined) : undefined}
    />
  );

  return (
    <CampaignFormSection titleId="campaign-goal-title" title="Mục tiêu và thời gian">
      <Controller
        control={form.control}
        name="goalAmount"
        render={({ field, fieldState }) => (
          <WholeNumberInput
            label="Số tiền mục tiêu"
            description="Để trống nếu chiến dịch không đặt mục tiêu"
            placeholder="Ví dụ: 500.000.000 ₫"
            inputMode="numeric"
            thousandSeparator="."
            decimalSeparator=","
            suffix=" ₫"
            max={MAX_AMOUNT}
            clampBehavior="strict"
            hideControls
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        {datePicker('startDate', 'Ngày bắt đầu')}
        {datePicker('endDate', 'Ngày kết thúc')}
      </SimpleGrid>
    </CampaignFormSection>
  );
}
