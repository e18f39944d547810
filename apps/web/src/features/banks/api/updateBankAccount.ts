import { banksApi, MESSAGES, type UpdateBankAccountBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { type BankAccountChange, refreshAfterBankAccountChange } from './cache.ts';

export interface UpdateBankAccountInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateBankAccountBody;
}

/** PUT /api/bank?id (admin); a new account number is written to the audit log by the server. */
export async function updateBankAccount({ id, changes }: UpdateBankAccountInput): Promise<BankAccountChange> {
  const response = await callApi(
    banksApi.update,
    { query: { id }, body: changes },
    { fallbackMessage: BANKS_FALLBACK.update },
  );
  return { account: response.data, message: response.message ?? MESSAGES.bankAccountUpdated };
}

export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    onSuccess: ({ account }) => refreshAfterBankAccountChange(queryClient, account),
  });
}
