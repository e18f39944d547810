import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import {
  type BankAccount,
  type Campaign,
  type CampaignStatus,
  campaignStatuses,
  type LedgerPrivacy,
  ledgerPrivacies,
  MAX_AMOUNT,
  MESSAGES,
} from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Input,
  NumberInput,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, type FieldPath, type PathValue, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CoverImagePanel, SummaryAndContentFields } from '../../../components/CoverAndContentFields.tsx';
import { isStaleWrite, StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { BANK_PATHS, formatAccountNumber, rewriteInput, useBankAccountChoices } from '../../banks/index.ts';
import { ImageUploadField } from '../../uploads/index.ts';
import type { CampaignChange } from '../api/campaignCache.ts';
import { useCreateCampaign } from '../api/createCampaign.ts';
import { useUpdateCampaign } from '../api/updateCampaign.ts';
import { adminCampaignEditPath, campaignPath } from '../publicPaths.ts';
import {
  CAMPAIGN_DRAFT_TEXT,
  CAMPAIGN_STATUS_CHOICES,
  CAMPAIGN_STATUS_HINTS,
  CAMPAIGNS_FALLBACK,
  LEDGER_PRIVACY_LABELS,
  TRANSFER_CODE_HINT,
} from '../texts.ts';
import { CampaignFormQr } from './CampaignFormQr.tsx';
import {
  CAMPAIGN_FORM_FIELDS,
  type CampaignFormInput,
  type CampaignFormOutput,
  campaignFormSchema,
  campaignFormValues,
  emptyCampaignForm,
  typedTransferCode,
} from './CampaignFormValues.ts';

const STATUS_OPTIONS = campaignStatuses.map((status) => ({
  value: status,
  label: CAMPAIGN_STATUS_CHOICES[status],
}));
const PRIVACY_OPTIONS = ledgerPrivacies.map((privacy) => ({
  value: privacy,
  label: LEDGER_PRIVACY_LABELS[privacy],
}));

/** The 409s that name a field by their message only. */
const CONFLICT_FIELDS: { message: string; field: 'slug' | 'transferCode' }[] = [
  { message: MESSAGES.campaignSlugTaken, field: 'slug' },
  { message: MESSAGES.transferCodeTaken, field: 'transferCode' },
];
const CONFLICT_MESSAGES = CONFLICT_FIELDS.map((conflict) => conflict.message);

/** `Vietcombank · 0123 4567 89`: the bank and the number tell accounts apart. */
function accountLabel(account: Pick<BankAccount, 'bankShortName' | 'accountNumber'>): string {
  return `${account.bankShortName} · ${formatAccountNumber(account.accountNumber)}`;
}

export interface CampaignFormProps {
  /** The campaign being edited; none for a new one. */
  campaign?: Campaign;
  /** Loads the newest copy after a version conflict. */
  onReload?: () => void;
  reloading?: boolean;
}

/**
 * Creating or editing a fundraising campaign: what it is for (title, address, summary, story, cover),
 * its goal and dates, the account donations go to with the transfer code relatives type, who may read
 * the ledger, and its status. A new campaign goes on to its edit page once saved, where the QR code
 * relatives will scan is shown.
 */
export function CampaignForm({ campaign, onReload, reloading = false }: CampaignFormProps) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const creation = useCreateCampaign();
  const update = useUpdateCampaign();
  const accounts = useBankAccountChoices();
  const statusLabelId = useId();
  const privacyLabelId = useId();
  // A new campaign's address follows its title until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(campaign === undefined);

  const accountList = accounts.data?.accounts ?? [];
  const defaultAccountId = accountList.find((account) => account.isDefault)?.id ?? null;
  const loadedValues = useMemo(
    () => (campaign ? campaignFormValues(campaign) : emptyCampaignForm(defaultAccountId)),
    [campaign, defaultAccountId],
  );
  const hasLedgerCode = campaign?.hasLedgerCode ?? false;
  const schema = useMemo(() => campaignFormSchema(hasLedgerCode), [hasLedgerCode]);
  const form = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(schema),
    // A reload after a conflict (or the default account arriving) fills the fields not touched.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  // What was last loaded or saved: anything else on screen is the admin's unsaved work.
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(loadedValues));
  useEffect(() => {
    if (loadedValues) setSavedValues(JSON.stringify(form.getValues()));
  }, [loadedValues, form]);
  const guard = useUnsavedChangesGuard(JSON.stringify(watched) !== savedValues);
  const saving = creation.isPending || update.isPending;
  const stale = campaign !== undefined && isStaleWrite(update.error, CONFLICT_MESSAGES);
  const privacy = watched.ledgerPrivacy ?? 'public';
  const qrChanged =
    campaign !== undefined &&
    ((watched.bankAccountId ?? null) !== campaign.bankAccountId ||
      (watched.transferCode ?? '') !== campaign.transferCode);

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
  const chosenAccount = watched.bankAccountId ? accountById.get(watched.bankAccountId) : undefined;

  const setValue = <K extends FieldPath<CampaignFormInput>>(
    name: K,
    value: PathValue<CampaignFormInput, K>,
  ) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSaved = ({ campaign: saved, message }: CampaignChange) => {
    // A new draft says who can see it: nobody but the admins until it is opened.
    if (!campaign && saved.status === 'draft') {
      toast.success(CAMPAIGN_DRAFT_TEXT.saved, CAMPAIGN_DRAFT_TEXT.savedDetail);
    } else {
      toast.success(message, saved.title);
    }
    // The code was sent once and is kept hashed: the field empties (blank keeps it from now on).
    form.resetField('ledgerCode', { defaultValue: '' });
    setSavedValues(JSON.stringify(form.getValues()));
    if (!campaign) {
      guard.allowNextNavigation();
      navigate(adminCampaignEditPath(saved.id), { replace: true });
    }
  };

  const onFailed = (error: unknown) => {
    const first = applyServerFieldErrors(error, form.setError, CAMPAIGN_FORM_FIELDS);
    if (!first && error instanceof ApiError && error.status === 409) {
      const conflict = CONFLICT_FIELDS.find((c) => c.message === error.message);
      if (conflict)
        form.setError(conflict.field, { type: 'server', message: conflict.message }, { shouldFocus: true });
    }
    toast.error(errorMessage(error, campaign ? CAMPAIGNS_FALLBACK.update : CAMPAIGNS_FALLBACK.create));
  };

  const submit = form.handleSubmit((body) => {
    if (campaign) {
      update.mutate(
        { id: campaign.id, changes: { ...body, version: campaign.version } },
        { onSuccess: onSaved, onError: onFailed },
      );
    } else {
      creation.mutate(body, { onSuccess: onSaved, onError: onFailed });
    }
  });

  const titleField = form.register('title', {
    onChange: (change: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue('slug', slugify(change.target.value));
    },
  });
  const slugField = form.register('slug', {
    onChange: (change: { target: { value: string } }) =>
      setSlugFollowsTitle(change.target.value.trim() === ''),
  });
  const codeField = form.register('transferCode');

  const datePicker = (name: 'startDate' | 'endDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput
          label={label}
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={16} />}
          dropdownType={phone ? 'modal' : 'popover'}
          clearable
          clearButtonProps={{ 'aria-label': `Xóa ${label.toLowerCase()}` }}
          minDate={name === 'endDate' ? (watched.startDate ?? undefined) : undefined}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form noValidate aria-label={campaign ? 'Sửa chiến dịch' : 'Tạo chiến dịch'} onSubmit={submit}>
      {guard.dialog}
      <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: 1 }}>
        <Stack gap="md">
          {stale ? (
            <StaleVersionAlert
              message={errorMessage(update.error, CAMPAIGNS_FALLBACK.update)}
              onReload={
                onReload
                  ? () => {
                      update.reset();
                      onReload();
                    }
                  : undefined
              }
              reloading={reloading}
            />
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                  <Stack gap="md">
                    <TextInput
                      label="Tên chiến dịch"
                      placeholder="Ví dụ: Quỹ tu bổ nhà thờ họ 2026"
                      withAsterisk
                      autoComplete="off"
                      maxLength={300}
                      {...titleField}
                      error={errors.title?.message}
                    />
                    <TextInput
                      label="Đường dẫn"
                      description={`Địa chỉ trang chiến dịch: ${campaignPath(watched.slug || 'duong-dan')}${
                        slugFollowsTitle ? ' — tự tạo từ tên, có thể sửa' : ''
                      }`}
                      placeholder="tu-tao-tu-ten"
                      autoCapitalize="none"
                      autoCorrect="off"
                      spellCheck={false}
                      {...slugField}
                      error={errors.slug?.message}
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
                  </Stack>
                </Paper>
                <Paper
                  withBorder
                  radius="md"
                  p={{ base: 'sm', sm: 'lg' }}
                  component="section"
                  aria-labelledby="campaign-goal-title"
                >
                  <Stack gap="md">
                    <Title order={2} size="h4" id="campaign-goal-title">
                      Mục tiêu và thời gian
                    </Title>
                    <Controller
                      control={form.control}
                      name="goalAmount"
                      render={({ field, fieldState }) => (
                        <NumberInput
                          label="Số tiền mục tiêu"
                          description="Để trống nếu chiến dịch không đặt mục tiêu"
                          placeholder="Ví dụ: 500.000.000 ₫"
                          inputMode="numeric"
                          thousandSeparator="."
                          decimalSeparator=","
                          suffix=" ₫"
                          allowDecimal={false}
                          allowNegative={false}
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
                  </Stack>
                </Paper>
                <Paper
                  withBorder
                  radius="md"
                  p={{ base: 'sm', sm: 'lg' }}
                  component="section"
                  aria-labelledby="campaign-bank-title"
                >
                  <Stack gap="md">
                    <Title order={2} size="h4" id="campaign-bank-title">
                      Nhận tiền
                    </Title>
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
                                <IconExternalLink
                                  size={12}
                                  aria-hidden
                                  style={{ marginLeft: 2, verticalAlign: -1 }}
                                />
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
                  </Stack>
                </Paper>
                <Paper
                  withBorder
                  radius="md"
                  p={{ base: 'sm', sm: 'lg' }}
                  component="section"
                  aria-labelledby="campaign-ledger-title"
                >
                  <Stack gap="md">
                    <Title order={2} size="h4" id="campaign-ledger-title">
                      Sổ công đức
                    </Title>
                    <Controller
                      control={form.control}
                      name="ledgerPrivacy"
                      render={({ field }) => (
                        <Input.Wrapper
                          label="Ai được xem sổ công đức"
                          id={privacyLabelId}
                          labelElement="div"
                          description={
                            field.value === 'public'
                              ? 'Mọi người xem được danh sách đóng góp trên trang chiến dịch.'
                              : 'Người xem phải nhập mã do ban quản trị gửi mới xem được danh sách đóng góp.'
                          }
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                        >
                          <SegmentedControl<LedgerPrivacy>
                            aria-labelledby={`${privacyLabelId}-label`}
                            data={PRIVACY_OPTIONS}
                            value={field.value}
                            onChange={(value) => {
                              field.onChange(value);
                              form.clearErrors('ledgerCode');
                            }}
                            fullWidth
                            mt={4}
                            mb={4}
                          />
                        </Input.Wrapper>
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
                  </Stack>
                </Paper>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  component="section"
                  aria-labelledby="campaign-save-title"
                >
                  <Stack gap="sm">
                    <Title order={2} size="h4" id="campaign-save-title">
                      Trạng thái
                    </Title>
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
                      {campaign ? 'Lưu thay đổi' : 'Tạo chiến dịch'}
                    </Button>
                  </Stack>
                </Paper>
                {campaign ? (
                  <Paper
                    withBorder
                    radius="md"
                    p="md"
                    component="section"
                    aria-labelledby="campaign-qr-title"
                  >
                    <Stack gap="sm">
                      <Title order={2} size="h4" id="campaign-qr-title">
                        Mã QR chuyển khoản
                      </Title>
                      <CampaignFormQr campaign={campaign} changed={qrChanged} />
                    </Stack>
                  </Paper>
                ) : null}
                <CoverImagePanel
                  control={form.control}
                  name="coverImage"
                  ImageField={ImageUploadField}
                  headingId="campaign-cover-title"
                  label="Ảnh bìa chiến dịch"
                  description="Ảnh nhà thờ họ, khu mộ… cần tu bổ"
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </DatesProvider>
    </form>
  );
}
