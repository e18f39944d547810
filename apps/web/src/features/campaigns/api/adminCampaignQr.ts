import { campaignsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { adminCampaignKeys } from './campaignCache.ts';

/** GET /api/campaign/qr?id (members): the VietQR code of a saved campaign's account and transfer code. */
export const getAdminCampaignQr = dataRead(campaignsApi.qr, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: CAMPAIGNS_FALLBACK.qr,
});

/** Keyed by the campaign's version: each save (a new account or code) asks for the code again. */
export const adminCampaignQrQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: adminCampaignKeys.qr(id, version),
    queryFn: ({ signal }) => getAdminCampaignQr(id, signal),
    staleTime: 5 * 60_000,
  });

export function useAdminCampaignQr(id: string, version: number, enabled: boolean) {
  return useQuery({ ...adminCampaignQrQuery(id, version), enabled });
}
