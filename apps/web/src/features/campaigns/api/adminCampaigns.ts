import { type CampaignListItem, campaignsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { type AdminCampaignListParams, adminCampaignKeys } from './campaignCache.ts';

export interface AdminCampaignPage {
  campaigns: CampaignListItem[];
  total: number;
}

/** GET /api/campaigns: one page of the clan's campaigns, drafts included; `search` ignores diacritics. */
export const listAdminCampaigns = pageRead(campaignsApi.list, {
  request: (params: AdminCampaignListParams) => ({
    query: { ...searchPageQuery(params), status: params.status },
  }),
  fallbackMessage: CAMPAIGNS_FALLBACK.list,
  page: (campaigns, total): AdminCampaignPage => ({ campaigns, total }),
});

export const adminCampaignsQuery = listQuery(adminCampaignKeys.list, listAdminCampaigns);

export function useAdminCampaigns(params: AdminCampaignListParams) {
  return useQuery(adminCampaignsQuery(params));
}
