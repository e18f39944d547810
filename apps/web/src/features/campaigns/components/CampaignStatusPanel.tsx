import { type CampaignStatus, campaignStatuses } from '@giapha/contract';
import { Button, Input, SegmentedControl } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { CAMPAIGN_STATUS_CHOICES, CAMPAIGN_STATUS_HINTS } from '../texts.ts';
import type { CampaignFormApi } from './useCampaignForm.ts';

const STATUS_OPTIONS = campaignStatuses.map((status) => ({
  value: status,
  label: CAMPAIGN_STATUS_CHOICES[status],
}));

interface CampaignStatusPanelProps {
  form: CampaignFormApi;
  /** Editing a saved campaign (the button says so). */
  editing: boolean;
  saving: boolean;
}

/** "Trạng thái": draft, open or closed, and the button that saves the campaign. */
export function CampaignStatusPanel({ form, editing, saving }: CampaignStatusPanelProps) {
  const statusLabelId = useId();
  return (
    <SidePanel headingId="campaign-save-title" heading="Trạng thái">
      <Controller
        control={form.control}
        name="status"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            id={statusLabelId}
            label="Trạng thái chiến dịch"
            labelElement="div"
            description={CAMPAIGN_STATUS_HINTS[field.value]}
            error={fieldState.error?.message}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          >
            <SegmentedControl<CampaignStatus>
              aria-labelledby={`${statusLabelId}-label`}
              data={STATUS_OPTIONS}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors(['status', 'bankAccountId']);
              }}
              orientation="vertical"
              fullWidth
              mt={4}
              mb={4}
            />
          </Input.Wrapper>
        )}
      />
      <Button
        type="submit"
        loading={saving}
        disabled={saving}
        fullWidth
        leftSection={<IconDeviceFloppy size={16} />}
      >
        {editing ? 'Lưu thay đổi' : 'Tạo chiến dịch'}
      </Button>
    </SidePanel>
  );
}
