import { ANONYMOUS_DONOR, type Donation, MAX_AMOUNT, MESSAGES } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, NumberInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarTime, IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ModalForm, type ModalFormTexts, RecordFormModal } from '../../../components/ModalForm.tsx';
import { useModalForm } from '../../../components/modal-form.ts';
import { SwitchField } from '../../../components/SwitchField.tsx';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { CREATE_DONATION_FALLBACK, useCreateDonation } from '../api/createDonation.ts';
import { UPDATE_DONATION_FALLBACK, useUpdateDonation } from '../api/updateDonation.ts';

/** How the Mantine date-time picker holds a value: local time. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const tooLong = (max: number) => MESSAGES.textTooLong.replace('{max}', String(max));

/** The amount field is empty ('') until something is typed; the contract's rule applies after. */
const amountField = z
  .union([z.number(), z.literal('')])
  .pipe(
    z
      .number({ error: MESSAGES.amountInvalid })
      .int(MESSAGES.amountInvalid)
      .min(1, MESSAGES.amountInvalid)
      .max(MAX_AMOUNT, MESSAGES.amountInvalid),
  );

const donationFormSchema = z.object({
  donorName: z.string().trim().max(200, tooLong(200)),
  anonymous: z.boolean(),
  amount: amountField,
  paidAt: z
    .string({ error: MESSAGES.paidAtInvalid })
    .refine((value) => value !== '' && dayjs(value).isValid(), MESSAGES.paidAtInvalid),
  note: z.string().trim().max(500, tooLong(500)),
  bankReference: z.string().trim().max(100, tooLong(100)),
});
type DonationFormInput = z.input<typeof donationFormSchema>;

/** The fields a server error may name: the contract's names are the form's. */
const FORM_FIELDS = ['donorName', 'anonymous', 'amount', 'paidAt', 'note', 'bankReference'] as const;

const DONATION_FORM_TEXTS: ModalFormTexts = {
  addTitle: 'Thêm khoản đóng góp',
  editTitle: 'Sửa khoản đóng góp',
  add: 'Thêm vào sổ',
};

/** Imported and bank-notified entries keep the bank's amount, time and reference. */
export function isBankEntry(donation: Pick<Donation, 'source'>): boolean {
  return donation.source !== 'manual';
}

function valuesOf(donation: Donation | null, now: Date): DonationFormInput {
  return {
    donorName: donation?.donorName ?? '',
    anonymous: donation?.anonymous ?? false,
    amount: donation?.amount ?? '',
    paidAt: dayjs(donation?.paidAt ?? now).format(PICKER_FORMAT),
    note: donation?.note ?? '',
    bankReference: donation?.bankReference ?? '',
  };
}

interface DonationFormProps {
  campaignId: string;
  donation: Donation | null;
  onClose: () => void;
}

function DonationFormBody({ campaignId, donation, onClose }: DonationFormProps) {
  const { setting } = useSiteSetting();
  const dayFirst = setting?.dateFormat === 'dd/mm/yy';
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const creation = useCreateDonation();
  const update = useUpdateDonation();
  const locked = donation !== null && isBankEntry(donation);
  const { form, saved, failed } = useModalForm(
    zodResolver(donationFormSchema),
    valuesOf(donation, new Date()),
    {
      fields: FORM_FIELDS,
      onClose,
    },
  );
  const pending = creation.isPending || update.isPending;

  const onSaved = ({ message }: { message: string }) => saved(message);

  const submit = form.handleSubmit((values) => {
    const described = { donorName: values.donorName, anonymous: values.anonymous, note: values.note };
    if (donation && locked) {
      update.mutate(
        { id: donation.id, changes: { ...described, version: donation.version } },
        { onSuccess: onSaved, onError: failed(UPDATE_DONATION_FALLBACK) },
      );
      return;
    }
    const full = {
      ...described,
      amount: values.amount,
      paidAt: dayjs(values.paidAt).toISOString(),
      bankReference: values.bankReference,
    };
    if (donation) {
      update.mutate(
        { id: donation.id, changes: { ...full, version: donation.version } },
        { onSuccess: onSaved, onError: failed(UPDATE_DONATION_FALLBACK) },
      );
      return;
    }
    creation.mutate(
      { campaignId, ...full },
      { onSuccess: onSaved, onError: failed(CREATE_DONATION_FALLBACK) },
    );
  });

  const lockedHint = locked ? 'Lấy từ ngân hàng, không sửa được' : undefined;

  return (
    <ModalForm
      texts={DONATION_FORM_TEXTS}
      record={donation}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending }}
    >
      {locked ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          {MESSAGES.donationBankFieldsLocked}. Chỉ sửa được tên người đóng góp, chế độ ẩn danh và ghi chú.
        </Alert>
      ) : null}
      <FormTextInput
        form={form}
        name="donorName"
        label="Người đóng góp"
        description="Họ tên như gia đình muốn ghi vào sổ công đức"
        placeholder="Ví dụ: Gia đình ông Nguyễn Văn An"
        autoComplete="off"
        data-autofocus
      />
      <SwitchField
        control={form.control}
        name="anonymous"
        label="Ẩn danh"
        description={`Trang công khai ghi là “${ANONYMOUS_DONOR}”; tên thật chỉ ban quản trị thấy.`}
      />
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Số tiền"
            description={lockedHint}
            placeholder="Ví dụ: 500.000"
            withAsterisk={!locked}
            disabled={locked}
            inputMode="numeric"
            thousandSeparator="."
            decimalSeparator=","
            allowDecimal={false}
            allowNegative={false}
            hideControls
            max={MAX_AMOUNT}
            rightSection="₫"
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="paidAt"
        render={({ field, fieldState }) => (
          <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: dayFirst ? 1 : 0 }}>
            <DateTimePicker
              label="Thời gian chuyển tiền"
              description={lockedHint ?? 'Mặc định là lúc này; sửa nếu tiền được nhận trước đó'}
              withAsterisk={!locked}
              disabled={locked}
              valueFormat={dayFirst ? 'DD/MM/YYYY HH:mm' : 'MM/DD/YYYY HH:mm'}
              leftSection={<IconCalendarTime size={16} />}
              dropdownType={phone ? 'modal' : 'popover'}
              submitButtonProps={{ 'aria-label': 'Chọn thời gian này' }}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          </DatesProvider>
        )}
      />
      <FormTextarea
        form={form}
        name="note"
        label="Ghi chú"
        placeholder="Ví dụ: Công đức xây nhà thờ họ"
        maxRows={6}
      />
      <FormTextInput
        form={form}
        name="bankReference"
        label="Mã giao dịch ngân hàng"
        description={
          lockedHint ??
          'Không bắt buộc. Ghi mã của chuyển khoản để khi nhập sao kê, khoản này không bị tính hai lần.'
        }
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        disabled={locked}
      />
    </ModalForm>
  );
}

interface DonationFormModalProps {
  opened: boolean;
  onClose: () => void;
  campaignId: string;
  /** The entry to edit; without one, a manual entry is added. */
  donation?: Donation | null;
}

/** Adds a manual entry to a campaign's ledger, or edits one (bank entries: the donor's side only). */
export function DonationForm({ campaignId, donation = null, ...modal }: DonationFormModalProps) {
  return (
    <RecordFormModal {...modal} texts={DONATION_FORM_TEXTS} record={donation} fullScreenBelow="48em">
      <DonationFormBody
        key={donation?.id ?? 'new'}
        campaignId={campaignId}
        donation={donation}
        onClose={modal.onClose}
      />
    </RecordFormModal>
  );
}
