import { campaignsApi, MESSAGES, type PublicCampaign } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { publicCampaignKeys } from './publicCampaigns.ts';

/** GET /api/public/campaign/{slug}: an open or closed campaign with its story and account (404 otherwise). */
export async function fetchPublicCampaign(slug: string, signal?: AbortSignal): Promise<PublicCampaign> {
  const response = await callApi(
    campaignsApi.getPublic,
    { params: { slug } },
    { fallbackMessage: MESSAGES.campaignNotFound, signal },
  );
  return response.data;
}

export const publicCampaignQuery = (domain: string, slug: string) =>
  queryOptions({
    queryKey: publicCampaignKeys.detail(domain, slug),
    queryFn: ({ signal }) => fetchPublicCampaign(slug, signal),
    staleTime: 60_000,
  });

export function usePublicCampaign(slug: string) {
  return useQuery(publicCampaignQuery(useCurrentDomain(), slug));
}
