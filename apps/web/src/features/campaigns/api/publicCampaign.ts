import { campaignsApi, MESSAGES } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { publicCampaignKeys } from './publicCampaigns.ts';

/** GET /api/public/campaign/{slug}: an open or closed campaign with its story and account (404 otherwise). */
export const fetchPublicCampaign = dataRead(campaignsApi.getPublic, {
  request: (slug: string) => ({ params: { slug } }),
  fallbackMessage: MESSAGES.campaignNotFound,
});

export const publicCampaignQuery = (domain: string, slug: string) =>
  queryOptions({
    queryKey: publicCampaignKeys.detail(domain, slug),
    queryFn: ({ signal }) => fetchPublicCampaign(slug, signal),
    staleTime: 60_000,
  });

export function usePublicCampaign(slug: string) {
  return useQuery(publicCampaignQuery(useCurrentDomain(), slug));
}
