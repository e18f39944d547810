import type { BankAccount } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface BankAccountListParams {
  limit: number;
  offset: number;
  /** Bank, number or holder, any spelling: the server ignores case and diacritics. */
  search?: string;
}

/** Every bank account query starts with 'banks', so one invalidation refreshes lists and details. */
export const bankKeys = {
  all: ['banks'] as const,
  lists: () => ['banks', 'list'] as const,
  list: (params: BankAccountListParams) => ['banks', 'list', params] as const,
  detail: (id: string) => ['banks', 'detail', id] as const,
};

/** Campaigns print their account next to the QR code: admin and public campaign queries refresh too. */
const CAMPAIGN_KEYS: QueryKey[] = [['campaigns'], ['public', 'campaigns']];

/** What a change to one account answers: the account as saved and the server's message. */
export interface BankAccountChange {
  account: BankAccount;
  message: string;
}

function isDetailOf(queryKey: QueryKey, id: string): boolean {
  return queryKey[0] === 'banks' && queryKey[1] === 'detail' && queryKey[2] === id;
}

/** After an account was created or changed: its detail is known; lists (another may have lost "default") refresh. */
export async function refreshAfterBankAccountChange(
  queryClient: QueryClient,
  changed: BankAccount,
): Promise<void> {
  queryClient.setQueryData(bankKeys.detail(changed.id), changed);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: bankKeys.all,
      predicate: (query) => !isDetailOf(query.queryKey, changed.id),
    }),
    ...CAMPAIGN_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** After a delete: its detail page is leaving, lists are fetched again. */
export async function refreshAfterBankAccountDelete(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: bankKeys.detail(id) });
  queryClient.removeQueries({ queryKey: bankKeys.detail(id) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bankKeys.lists() }),
    ...CAMPAIGN_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
