import { type CampaignListItem, campaignsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { type AdminCampaignListParams, adminCampaignKeys } from './campaignCache.ts';

export interface AdminCampaignPage {
  campaigns: CampaignListItem[];
  total: number;
}

/** GET /api/campaigns: one page of the clan's campaigns, drafts included; `search` ignores diacritics. */
export const listAdminCampaigns = pageRead(campaignsApi.list, {
  request: (params: AdminCampaignListParams) => ({
    query: { limit: params.limit, offset: params.offset, search: params.search, status: params.status },
  }),
  fallbackMessage: CAMPAIGNS_FALLBACK.list,
  page: (campaigns, total): AdminCampaignPage => ({ campaigns, total }),
});

export const adminCampaignsQuery = (params: AdminCampaignListParams) =>
  queryOptions({
    queryKey: adminCampaignKeys.list(params),
    queryFn: ({ signal }) => listAdminCampaigns(params, signal),
    // The table keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminCampaigns(params: AdminCampaignListParams) {
  return useQuery(adminCampaignsQuery(params));
}
