import { type CampaignListItem, campaignsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { readQuery } from '../../../lib/record-queries.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { adminCampaignKeys } from './campaignCache.ts';

/** Under 'campaigns' with the other admin campaign queries: ledger writes refresh its raised amount. */
export const adminCampaignBySlugKey = (slug: string) => [...adminCampaignKeys.all, 'bySlug', slug] as const;

/**
 * GET /api/campaigns?slug: the admin detail page is addressed by slug, and drafts are not on the
 * public route, so the admin list is asked for exactly that slug. Null when no campaign has it.
 */
export async function getAdminCampaignBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<CampaignListItem | null> {
  const response = await callApi(
    campaignsApi.list,
    { query: { slug, limit: 1, offset: 0 } },
    { fallbackMessage: CAMPAIGNS_FALLBACK.get, signal },
  );
  // The exact match only, should the server ever read the filter more loosely.
  return response.data.find((campaign) => campaign.slug === slug) ?? null;
}

export const adminCampaignBySlugQuery = readQuery(adminCampaignBySlugKey, getAdminCampaignBySlug);

export function useAdminCampaignBySlug(slug: string) {
  return useQuery(adminCampaignBySlugQuery(slug));
}
