import { type CampaignStatus, campaignsApi, type PublicCampaignListItem } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
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
    query: { limit: params.limit, offset: params.offset, search: params.search, status: params.status },
  }),
  fallbackMessage: CAMPAIGNS_FALLBACK.list,
  page: (campaigns, total): PublicCampaignPage => ({ campaigns, total }),
});

export const publicCampaignsQuery = (domain: string, params: PublicCampaignsParams) =>
  queryOptions({
    queryKey: publicCampaignKeys.list(domain, params),
    queryFn: ({ signal }) => fetchPublicCampaigns(params, signal),
    staleTime: 60_000,
    // The cards stay while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function usePublicCampaigns(params: PublicCampaignsParams) {
  return useQuery(publicCampaignsQuery(useCurrentDomain(), params));
}
