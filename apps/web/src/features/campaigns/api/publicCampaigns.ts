import { type CampaignStatus, campaignsApi, type PublicCampaignListItem } from '@giapha/contract';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { pageRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';

export interface PublicCampaignsParams {
  limit: number;
  offset: number;
  search?: string;
  status?: CampaignStatus;
}

export interface PublicCampaignPage {
  campaigns: PublicCampaignListItem[];
  total: number;
}

/**
 * Visitors' campaign queries start with ['public', 'campaigns']: a change to a campaign (or a new
 * donation, which moves its progress) invalidates that prefix.
 */
export const publicCampaignKeys = {
  all: ['public', 'campaigns'] as const,
  list: (domain: string, params: PublicCampaignsParams) =>
    ['public', 'campaigns', domain, 'list', params] as const,
  detail: (domain: string, slug: string) => ['public', 'campaigns', domain, 'detail', slug] as const,
  qr: (domain: string, id: string, amount: number | null) =>
    ['public', 'campaigns', domain, 'qr', id, amount] as const,
};

/** GET /api/public/campaigns: open and closed campaigns, open first, newest first. */
export const fetchPublicCampaigns = pageRead(campaignsApi.listPublic, {
  request: (params: PublicCampaignsParams) => ({
    query: { ...searchPageQuery(params), status: params.status },
  }),
  fallbackMessage: CAMPAIGNS_FALLBACK.list,
  page: (campaigns, total): PublicCampaignPage => ({ campaigns, total }),
});

/** The cards stay while the next page or filter loads. */
export const publicCampaignsQuery = publicQuery(publicCampaignKeys.list, fetchPublicCampaigns, {
  keepPrevious: true,
});

export function usePublicCampaigns(params: PublicCampaignsParams) {
  return usePublicQuery(publicCampaignsQuery, params);
}
