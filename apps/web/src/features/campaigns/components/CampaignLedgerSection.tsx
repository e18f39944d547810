import { type LedgerPrivacy, ledgerPrivacies } from '@giapha/contract';
import { PasswordInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { SegmentedField } from '../../../components/SegmentedField.tsx';
import { LEDGER_PRIVACY_LABELS } from '../texts.ts';
import { CampaignFormSection } from './CampaignFormSection.tsx';
import type { CampaignFormApi } from './useCampaignForm.ts';

const PRIVACY_OPTIONS = ledgerPrivacies.map((privacy) => ({
  value: privacy,
  label: LEDGER_PRIVACY_LABELS[privacy],
}));

interface CampaignLedgerSectionProps {
  form: CampaignFormApi;
  /** A code is saved already: a blank field keeps it. */
  hasLedgerCode: boolean;
}

/** "Sổ công đức": who may read the list of donations, and the code that opens it. */
export function CampaignLedgerSection({ form, hasLedgerCode }: CampaignLedgerSectionProps) {
  const privacy = useWatch({ control: form.control, name: 'ledgerPrivacy' }) ?? 'public';
  const { errors } = form.formState;
  return (
    <CampaignFormSection titleId="campaign-ledger-title" title="Sổ công đức">
      <Controller
        control={form.control}
        name="ledgerPrivacy"
        render={({ field }) => (
          <SegmentedField<LedgerPrivacy>
            label="Ai được xem sổ công đức"
            description={
              field.value === 'public'
                ? 'Mọi người xem được danh sách đóng góp trên trang chiến dịch.'
                : 'Người xem phải nhập mã do ban quản trị gửi mới xem được danh sách đóng góp.'
            }
            data={PRIVACY_OPTIONS}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              form.clearErrors('ledgerCode');
            }}
          />
        )}
      />
      {privacy === 'code' ? (
        <PasswordInput
          label="Mã xem sổ công đức"
          description={
            hasLedgerCode
              ? 'Đã đặt mã. Để trống để giữ mã hiện tại, hoặc nhập mã mới để thay.'
              : 'Từ 4 đến 32 ký tự. Gửi mã này cho con cháu để họ xem sổ công đức.'
          }
          withAsterisk={!hasLedgerCode}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Hiện hoặc ẩn mã' }}
          {...form.register('ledgerCode')}
          error={errors.ledgerCode?.message}
        />
      ) : null}
    </CampaignFormSection>
  );
}
