import { type BankAccount, banksApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { type BankAccountListParams, bankKeys } from './cache.ts';

export interface BankAccountPage {
  accounts: BankAccount[];
  total: number;
}

/** GET /api/banks: one page of the clan's accounts, the default one first (members may read). */
export const listBankAccounts = pageRead(banksApi.list, {
  request: (params: BankAccountListParams) => ({
    query: searchPageQuery(params),
  }),
  fallbackMessage: BANKS_FALLBACK.list,
  page: (accounts, total): BankAccountPage => ({ accounts, total }),
});

export const bankAccountsQuery = listQuery(bankKeys.list, listBankAccounts);

export function useBankAccounts(params: BankAccountListParams) {
  return useQuery(bankAccountsQuery(params));
}

/** The most accounts one request returns: a clan has a handful, all of them fit in a select. */
export const BANK_ACCOUNT_CHOICES_LIMIT = 100;

/** The clan's accounts to choose from (a campaign's receiving account), the default one first. */
export function useBankAccountChoices() {
  return useQuery(bankAccountsQuery({ limit: BANK_ACCOUNT_CHOICES_LIMIT, offset: 0 }));
}
