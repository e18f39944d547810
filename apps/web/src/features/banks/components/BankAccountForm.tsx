import { type BankAccount, MESSAGES, toBankHolderName } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SettingsFormFrame } from '../../../components/FormActions.tsx';
import { FormTextInput } from '../../../components/FormTextFields.tsx';
import { type SettingsFormProps, useSettingsForm } from '../../../components/record-form.ts';
import { SwitchField } from '../../../components/SwitchField.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import {
  BANK_ACCOUNT_FORM_FIELDS,
  type BankAccountFormOutput,
  bankAccountForm,
  bankAccountValues,
} from '../bankAccountForm.ts';
import { digitsOnly, typedHolderName } from '../format.ts';
import { HOLDER_HINT } from '../texts.ts';
import { BankSelect } from './BankSelect.tsx';
import { isComposing, rewriteInput } from './typedInput.ts';

interface BankAccountFormProps extends SettingsFormProps<BankAccountFormOutput> {
  /** The account being edited; null for a new one. */
  account: BankAccount | null;
  /** After a save: the page moves on (the unsaved-changes guard lets it through). */
  onSaved: () => void;
}

/** Bank, account number, holder's name as the bank prints it, branch and whether it is the default. */
export function BankAccountForm({ account, onSubmit, onSaved, ...actions }: BankAccountFormProps) {
  const { readOnly } = actions;
  const { form, submit } = useSettingsForm(
    zodResolver(bankAccountForm),
    { record: account, valuesOf: bankAccountValues },
    {
      onSubmit,
      fields: BANK_ACCOUNT_FORM_FIELDS,
      // The same bank and number are already in the list.
      taken: { field: 'accountNumber', message: MESSAGES.bankAccountTaken },
      onSaved: () => {
        guard.allowNextNavigation();
        onSaved();
      },
    },
  );
  const { errors } = form.formState;
  const guard = useUnsavedChangesGuard(!readOnly && form.formState.isDirty);
  const numberField = form.register('accountNumber');
  const holderField = form.register('accountHolder');

  const setHolder = (text: string) =>
    form.setValue('accountHolder', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <SettingsFormFrame
      label={account ? 'Sửa tài khoản ngân hàng' : 'Thêm tài khoản ngân hàng'}
      onSubmit={submit}
      guard={guard}
      actions={actions}
      readOnlyBackLabel="Về danh sách tài khoản"
    >
      <Controller
        control={form.control}
        name="bankBin"
        render={({ field, fieldState }) => (
          <BankSelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            readOnly={readOnly}
            error={fieldState.error?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Số tài khoản"
          description="Chỉ gồm chữ số"
          placeholder="Ví dụ: 0123456789"
          inputMode="numeric"
          autoComplete="off"
          withAsterisk={!readOnly}
          readOnly={readOnly}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' } }}
          {...numberField}
          onChange={(event) => {
            rewriteInput(event.currentTarget, digitsOnly);
            void numberField.onChange(event);
          }}
          error={errors.accountNumber?.message}
        />
        <TextInput
          label="Chủ tài khoản"
          description={HOLDER_HINT}
          placeholder="NGUYEN VAN AN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          withAsterisk={!readOnly}
          readOnly={readOnly}
          {...holderField}
          onChange={(event) => {
            if (!isComposing(event)) rewriteInput(event.currentTarget, typedHolderName);
            void holderField.onChange(event);
          }}
          onCompositionEnd={(event) => {
            rewriteInput(event.currentTarget, typedHolderName);
            setHolder(event.currentTarget.value);
          }}
          onBlur={(event) => {
            const name = toBankHolderName(event.currentTarget.value);
            if (name !== event.currentTarget.value) setHolder(name);
            void holderField.onBlur(event);
          }}
          error={errors.accountHolder?.message}
        />
      </SimpleGrid>
      <FormTextInput
        form={form}
        name="branch"
        label="Chi nhánh"
        placeholder="Ví dụ: Chi nhánh Hà Tĩnh"
        autoComplete="off"
        readOnly={readOnly}
      />
      <SwitchField
        control={form.control}
        name="isDefault"
        label="Tài khoản mặc định"
        description="Chiến dịch gây quỹ mới tự chọn tài khoản này để nhận tiền"
        disabled={readOnly}
      />
    </SettingsFormFrame>
  );
}
