import { banksApi, type CreateBankAccountBody, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { type BankAccountChange, refreshAfterBankAccountChange } from './cache.ts';

/** POST /api/bank (admin): the same bank and number twice is a 409. */
export async function createBankAccount(body: CreateBankAccountBody): Promise<BankAccountChange> {
  const response = await callApi(banksApi.create, { body }, { fallbackMessage: BANKS_FALLBACK.create });
  return { account: response.data, message: response.message ?? MESSAGES.bankAccountCreated };
}

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBankAccount,
    onSuccess: ({ account }) => refreshAfterBankAccountChange(queryClient, account),
  });
}
