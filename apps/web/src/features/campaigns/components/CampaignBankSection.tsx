import type { BankAccount, Campaign } from '@giapha/contract';
import { Anchor, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  BANK_PATHS,
  formatAccountNumber,
  rewriteInput,
  type useBankAccountChoices,
} from '../../banks/index.ts';
import { TRANSFER_CODE_HINT } from '../texts.ts';
import { CampaignFormSection } from './CampaignFormSection.tsx';
import { typedTransferCode } from './CampaignFormValues.ts';
import type { CampaignFormApi } from './useCampaignForm.ts';

/** `Vietcombank · 0123 4567 89`: the bank and the number tell accounts apart. */
function accountLabel(account: Pick<BankAccount, 'bankShortName' | 'accountNumber'>): string {
  return `${account.bankShortName} · ${formatAccountNumber(account.accountNumber)}`;
}

interface CampaignBankSectionProps {
  form: CampaignFormApi;
  /** The campaign being edited; none for a new one. */
  campaign: Campaign | undefined;
  /** The clan's bank accounts to choose from. */
  accounts: ReturnType<typeof useBankAccountChoices>;
}

/** "Nhận tiền": the account donations go to, and the transfer code relatives type in their note. */
export function CampaignBankSection({ form, campaign, accounts }: CampaignBankSectionProps) {
  const bankAccountId = useWatch({ control: form.control, name: 'bankAccountId' });
  const { errors } = form.formState;
  const accountList = accounts.data?.accounts ?? [];

  const accountOptions = useMemo(() => {
    const options = accountList.map((account) => ({ value: account.id, label: accountLabel(account) }));
    // The campaign's own account, should it not be among the choices loaded.
    const own = campaign?.bankAccount;
    if (campaign?.bankAccountId && own && !options.some((o) => o.value === campaign.bankAccountId)) {
      options.push({ value: campaign.bankAccountId, label: accountLabel(own) });
    }
    return options;
  }, [accountList, campaign]);
  const accountById = useMemo(() => new Map(accountList.map((a) => [a.id, a])), [accountList]);
  const chosenAccount = bankAccountId ? accountById.get(bankAccountId) : undefined;
  const codeField = form.register('transferCode');

  return (
    <CampaignFormSection titleId="campaign-bank-title" title="Nhận tiền">
      <Controller
        control={form.control}
        name="bankAccountId"
        render={({ field, fieldState }) => (
          <Select
            label="Tài khoản nhận tiền"
            placeholder={accounts.isPending ? 'Đang tải…' : 'Chọn tài khoản ngân hàng'}
            description={
              <>
                {chosenAccount
                  ? `Chủ tài khoản: ${chosenAccount.accountHolder}. `
                  : accounts.isSuccess && accountList.length === 0
                    ? 'Dòng họ chưa có tài khoản ngân hàng. '
                    : 'Cần có trước khi mở chiến dịch. '}
                <Anchor href={BANK_PATHS.create} target="_blank" rel="noopener" size="xs">
                  Thêm tài khoản ngân hàng
                  <IconExternalLink size={12} aria-hidden style={{ marginLeft: 2, verticalAlign: -1 }} />
                </Anchor>
              </>
            }
            data={accountOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            clearButtonProps={{ 'aria-label': 'Bỏ chọn tài khoản' }}
            nothingFoundMessage="Chưa có tài khoản nào"
            renderOption={({ option }) => {
              const account = accountById.get(option.value);
              return (
                <Stack gap={0}>
                  <Group gap={6}>
                    <Text size="sm">{option.label}</Text>
                    {account?.isDefault ? (
                      <Badge size="xs" tt="none">
                        Mặc định
                      </Badge>
                    ) : null}
                  </Group>
                  {account ? (
                    <Text size="xs" c="dimmed">
                      {account.accountHolder}
                    </Text>
                  ) : null}
                </Stack>
              );
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label="Mã chuyển khoản"
        description={TRANSFER_CODE_HINT}
        placeholder="Tự tạo nếu để trống"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...codeField}
        onChange={(event) => {
          rewriteInput(event.currentTarget, typedTransferCode);
          void codeField.onChange(event);
        }}
        error={errors.transferCode?.message}
      />
    </CampaignFormSection>
  );
}
