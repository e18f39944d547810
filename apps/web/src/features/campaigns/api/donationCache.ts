import type { Donation } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminCampaignKeys } from './campaignCache.ts';
import { publicCampaignKeys } from './publicCampaigns.ts';
import { publicDonationKeys } from './publicDonations.ts';

export interface DonationListParams {
  limit: number;
  offset: number;
  /** One campaign's ledger; left out with `unassigned`: transfers no campaign's code matched. */
  campaignId?: string;
  /** Any spelling: the server ignores case and diacritics. */
  search?: string;
  unassigned?: boolean;
}

/** The admin ledger's queries start with 'donations', so one invalidation refreshes every list. */
export const donationKeys = {
  all: ['donations'] as const,
  lists: () => ['donations', 'list'] as const,
  list: (params: DonationListParams) => ['donations', 'list', params] as const,
};

/** What a change to one donation answers: the donation as saved and the server's message. */
export interface DonationChange {
  donation: Donation;
  message: string;
}

/**
 * After any write to the ledger: the admin lists, the campaigns' raised amounts (admin, public, and the
 * home page's campaign block) and the visitors' ledgers all change. The QR codes do not.
 */
export async function refreshAfterDonationChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: donationKeys.all }),
    queryClient.invalidateQueries({
      queryKey: adminCampaignKeys.all,
      predicate: (query) => query.queryKey[1] !== 'qr',
    }),
    queryClient.invalidateQueries({
      queryKey: publicCampaignKeys.all,
      predicate: (query) => query.queryKey[3] !== 'qr',
    }),
    queryClient.invalidateQueries({ queryKey: publicDonationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['public', 'sections'] }),
  ]);
}
