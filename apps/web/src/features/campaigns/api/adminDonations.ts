import { type Donation, donationsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { listQuery } from '../../../lib/record-queries.ts';
import { type DonationListParams, donationKeys } from './donationCache.ts';

export const DONATIONS_FALLBACK = 'Không thể tải sổ công đức';

export interface AdminDonationPage {
  donations: Donation[];
  total: number;
  /** Sum of every matching donation, not only this page's (đồng). */
  totalAmount: number;
}

/** GET /api/campaignTransactions: one page of a ledger (or of the unassigned transfers), newest first. */
export async function listAdminDonations(
  params: DonationListParams,
  signal?: AbortSignal,
): Promise<AdminDonationPage> {
  const response = await callApi(
    donationsApi.list,
    {
      query: {
        limit: params.limit,
        offset: params.offset,
        campaignId: params.campaignId,
        search: params.search,
        unassigned: params.unassigned ? 'true' : undefined,
      },
    },
    { fallbackMessage: DONATIONS_FALLBACK, signal },
  );
  return { donations: response.data, total: response.total, totalAmount: response.totalAmount };
}

export const adminDonationsQuery = listQuery(donationKeys.list, listAdminDonations);

export function useAdminDonations(params: DonationListParams) {
  return useQuery(adminDonationsQuery(params));
}
