import { type CampaignQr, campaignsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { publicCampaignKeys } from './publicCampaigns.ts';

/** GET /api/public/campaign/qr?id&amount: the VietQR code of an open campaign (404 for a closed one). */
export async function fetchPublicCampaignQr(
  id: string,
  amount: number | null,
  signal?: AbortSignal,
): Promise<CampaignQr> {
  const response = await callApi(
    campaignsApi.qrPublic,
    { query: { id, amount } },
    { fallbackMessage: CAMPAIGNS_FALLBACK.qr, signal },
  );
  return response.data;
}

export const publicCampaignQrQuery = (domain: string, id: string, amount: number | null) =>
  queryOptions({
    queryKey: publicCampaignKeys.qr(domain, id, amount),
    queryFn: ({ signal }) => fetchPublicCampaignQr(id, amount, signal),
    // A code for an account, note and amount never changes while the campaign is open.
    staleTime: 10 * 60_000,
    // The previous code stays (dimmed) while the one for a new amount is made.
    placeholderData: keepPreviousData,
  });

/** `amount` null: a code without an amount, the donor types it in the banking app. */
export function usePublicCampaignQr(id: string, amount: number | null) {
  return useQuery(publicCampaignQrQuery(useCurrentDomain(), id, amount));
}
