import type { BankAccount } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

/** `search`: bank, number or holder. */
export type BankAccountListParams = SearchPageParams;

/** Every bank account query starts with 'banks', so one invalidation refreshes lists and details. */
export const bankKeys = recordKeys<BankAccountListParams>('banks');

/** Campaigns print their account next to the QR code: admin and public campaign queries refresh too. */
const CAMPAIGN_KEYS: QueryKey[] = [['campaigns'], ['public', 'campaigns']];

/** What a change to one account answers: the account as saved and the server's message. */
export interface BankAccountChange {
  account: BankAccount;
  message: string;
}

/** After an account was created or changed: its detail is known; lists (another may have lost "default") refresh. */
export async function refreshAfterBankAccountChange(
  queryClient: QueryClient,
  changed: BankAccount,
): Promise<void> {
  await refreshAfterRecordSave(queryClient, bankKeys, changed.id, changed, { refetch: CAMPAIGN_KEYS });
}

/** After a delete: its detail page is leaving, lists are fetched again. */
export async function refreshAfterBankAccountDelete(queryClient: QueryClient, id: string): Promise<void> {
  await refreshAfterRecordDelete(queryClient, bankKeys, id, { refetch: CAMPAIGN_KEYS });
}
