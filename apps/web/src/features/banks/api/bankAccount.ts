import { type BankAccount, banksApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { bankKeys } from './cache.ts';

/** GET /api/bank?id: one account of the clan (404 'Không tìm thấy tài khoản ngân hàng' otherwise). */
export async function getBankAccount(id: string, signal?: AbortSignal): Promise<BankAccount> {
  const response = await callApi(
    banksApi.get,
    { query: { id } },
    { fallbackMessage: BANKS_FALLBACK.get, signal },
  );
  return response.data;
}

export const bankAccountQuery = (id: string) =>
  queryOptions({
    queryKey: bankKeys.detail(id),
    queryFn: ({ signal }) => getBankAccount(id, signal),
  });

export function useBankAccount(id: string) {
  return useQuery(bankAccountQuery(id));
}
