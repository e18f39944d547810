import { banksApi, MESSAGES, type UpdateBankAccountBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { type BankAccountChange, refreshAfterBankAccountChange } from './cache.ts';

export interface UpdateBankAccountInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateBankAccountBody;
}

/** PUT /api/bank?id (admin); a new account number is written to the audit log by the server. */
export const updateBankAccount = recordMutation(banksApi.update, {
  request: ({ id, changes }: UpdateBankAccountInput) => ({ query: { id }, body: changes }),
  fallbackMessage: BANKS_FALLBACK.update,
  successMessage: MESSAGES.bankAccountUpdated,
  answer: (account, message): BankAccountChange => ({ account, message }),
});

export function useUpdateBankAccount() {
  return useApiMutation(updateBankAccount, (queryClient, { account }) =>
    refreshAfterBankAccountChange(queryClient, account),
  );
}
