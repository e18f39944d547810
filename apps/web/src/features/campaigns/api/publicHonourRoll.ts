import { donationsApi, type HonourRollEntry } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { ledgerGrantHeaders } from './ledgerGrant.ts';
import { publicDonationKeys } from './publicDonations.ts';

export const HONOUR_ROLL_FALLBACK = 'Không thể tải bảng vàng công đức';

/** GET /api/public/campaignHonourRoll: named donors by their total, largest first; same grant rule as the ledger. */
export async function fetchHonourRoll(
  campaignId: string,
  limit: number,
  grant: string | null,
  signal?: AbortSignal,
): Promise<HonourRollEntry[]> {
  const response = await callApi(
    donationsApi.honourRoll,
    { query: { campaignId, limit, offset: 0 } },
    { headers: ledgerGrantHeaders(grant), fallbackMessage: HONOUR_ROLL_FALLBACK, signal },
  );
  return response.data;
}

export const honourRollQuery = (domain: string, campaignId: string, limit: number, grant: string | null) =>
  queryOptions({
    queryKey: publicDonationKeys.honourRoll(domain, campaignId, limit, grant),
    queryFn: ({ signal }) => fetchHonourRoll(campaignId, limit, grant, signal),
    staleTime: 60_000,
  });

export function useHonourRoll(campaignId: string, limit: number, grant: string | null) {
  return useQuery(honourRollQuery(useCurrentDomain(), campaignId, limit, grant));
}
