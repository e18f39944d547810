import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import type { Campaign } from '@giapha/contract';
import { Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { CoverImagePanel, SummaryAndContentFields } from '../../../components/CoverAndContentFields.tsx';
import { FormCard } from '../../../components/FormCard.tsx';
import {
  RecordFormLayout,
  type ReloadableFormProps,
  TitleAndSlugFields,
} from '../../../components/RecordFormFields.tsx';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { campaignPath } from '../publicPaths.ts';
import { CampaignBankSection } from './CampaignBankSection.tsx';
import { CampaignFormQr } from './CampaignFormQr.tsx';
import { CampaignGoalSection } from './CampaignGoalSection.tsx';
import { CampaignLedgerSection } from './CampaignLedgerSection.tsx';
import { CampaignStatusPanel } from './CampaignStatusPanel.tsx';
import { useCampaignForm } from './useCampaignForm.ts';

export interface CampaignFormProps extends ReloadableFormProps {
  /** The campaign being edited; none for a new one. */
  campaign?: Campaign;
}

/**
 * Creating or editing a fundraising campaign: what it is for (title, address, summary, story, cover),
 * its goal and dates, the account donations go to with the transfer code relatives type, who may read
 * the ledger, and its status. A new campaign goes on to its edit page once saved, where the QR code
 * relatives will scan is shown.
 */
export function CampaignForm({ campaign, ...reload }: CampaignFormProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const state = useCampaignForm(campaign);
  const { form, watched } = state;

  return (
    <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: 1 }}>
      <RecordFormLayout
        label={campaign ? 'Sửa chiến dịch' : 'Tạo chiến dịch'}
        onSubmit={state.submit}
        state={state}
        {...reload}
        main={
          <Stack gap="md">
            <FormCard>
              <TitleAndSlugFields
                title={{
                  label: 'Tên chiến dịch',
                  placeholder: 'Ví dụ: Quỹ tu bổ nhà thờ họ 2026',
                  maxLength: 300,
                }}
                address={{ addressLabel: 'Địa chỉ trang chiến dịch', path: campaignPath }}
                fields={state}
                slug={watched.slug}
                errors={form.formState.errors}
              />
              <SummaryAndContentFields
                control={form.control}
                summaryName="summary"
                summaryDescription="Hiện trong danh sách chiến dịch và khi chia sẻ lên Facebook, Zalo"
                contentName="description"
                contentLabel="Câu chuyện chiến dịch"
                contentPlaceholder="Vì sao dòng họ gây quỹ, số tiền dùng vào việc gì, ai phụ trách…"
                contentHeight={phone ? 200 : 280}
              />
            </FormCard>
            <CampaignGoalSection form={form} phone={phone} />
            <CampaignBankSection form={form} campaign={campaign} accounts={state.accounts} />
            <CampaignLedgerSection form={form} hasLedgerCode={state.hasLedgerCode} />
          </Stack>
        }
        aside={
          <>
            <CampaignStatusPanel form={form} editing={campaign !== undefined} saving={state.saving} />
            {campaign ? (
              <SidePanel headingId="campaign-qr-title" heading="Mã QR chuyển khoản">
                <CampaignFormQr campaign={campaign} changed={state.qrChanged} />
              </SidePanel>
            ) : null}
            <CoverImagePanel
              control={form.control}
              name="coverImage"
              headingId="campaign-cover-title"
              label="Ảnh bìa chiến dịch"
              description="Ảnh nhà thờ họ, khu mộ… cần tu bổ"
            />
          </>
        }
      />
    </DatesProvider>
  );
}
