import { banksApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { bankKeys } from './cache.ts';

/** GET /api/bank?id: one account of the clan (404 'Không tìm thấy tài khoản ngân hàng' otherwise). */
export const getBankAccount = dataRead(banksApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: BANKS_FALLBACK.get,
});

export const bankAccountQuery = readQuery(bankKeys.detail, getBankAccount);

export function useBankAccount(id: string) {
  return useQuery(bankAccountQuery(id));
}
