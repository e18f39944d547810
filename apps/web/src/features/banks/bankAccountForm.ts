import { type BankAccount, createBankAccountBody } from '@giapha/contract';
import { z } from 'zod';
import { checkedBy } from '../../lib/contract-checks.ts';

/** The account form as its inputs hold it; checked by the API's own rules (and its messages). */
export const bankAccountForm = checkedBy(
  z.object({
    bankBin: z.string().nullable(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    branch: z.string(),
    isDefault: z.boolean(),
  }),
  createBankAccountBody,
);
export type BankAccountFormValues = z.input<typeof bankAccountForm>;
export type BankAccountFormOutput = z.output<typeof bankAccountForm>;

/** The fields a server error may name. */
export const BANK_ACCOUNT_FORM_FIELDS = [
  'bankBin',
  'accountNumber',
  'accountHolder',
  'branch',
  'isDefault',
] as const;

export function bankAccountValues(account: BankAccount | null): BankAccountFormValues {
  return {
    bankBin: account?.bankBin ?? null,
    accountNumber: account?.accountNumber ?? '',
    accountHolder: account?.accountHolder ?? '',
    branch: account?.branch ?? '',
    isDefault: account?.isDefault ?? false,
  };
}
