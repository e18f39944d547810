import { campaignsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { adminCampaignKeys } from './campaignCache.ts';

/** GET /api/campaign?id: one campaign of the clan, drafts included (404 'Không tìm thấy chiến dịch'). */
export const getAdminCampaign = dataRead(campaignsApi.get, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: CAMPAIGNS_FALLBACK.get,
});

export const adminCampaignQuery = readQuery(adminCampaignKeys.detail, getAdminCampaign);

export function useAdminCampaign(id: string) {
  return useQuery(adminCampaignQuery(id));
}
