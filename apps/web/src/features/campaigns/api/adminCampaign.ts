import { type Campaign, campaignsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { adminCampaignKeys } from './campaignCache.ts';

/** GET /api/campaign?id: one campaign of the clan, drafts included (404 'Không tìm thấy chiến dịch'). */
export async function getAdminCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  const response = await callApi(
    campaignsApi.get,
    { query: { id } },
    { fallbackMessage: CAMPAIGNS_FALLBACK.get, signal },
  );
  return response.data;
}

export const adminCampaignQuery = (id: string) =>
  queryOptions({
    queryKey: adminCampaignKeys.detail(id),
    queryFn: ({ signal }) => getAdminCampaign(id, signal),
  });

export function useAdminCampaign(id: string) {
  return useQuery(adminCampaignQuery(id));
}
