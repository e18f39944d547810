import { banksApi, type CreateBankAccountBody, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { type BankAccountChange, refreshAfterBankAccountChange } from './cache.ts';

/** POST /api/bank (admin): the same bank and number twice is a 409. */
export const createBankAccount = recordMutation(banksApi.create, {
  request: (body: CreateBankAccountBody) => ({ body }),
  fallbackMessage: BANKS_FALLBACK.create,
  successMessage: MESSAGES.bankAccountCreated,
  answer: (account, message): BankAccountChange => ({ account, message }),
});

export function useCreateBankAccount() {
  return useApiMutation(createBankAccount, (queryClient, { account }) =>
    refreshAfterBankAccountChange(queryClient, account),
  );
}
