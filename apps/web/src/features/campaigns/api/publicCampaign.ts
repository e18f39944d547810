import { campaignsApi, MESSAGES } from '@giapha/contract';
import { dataRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { publicCampaignKeys } from './publicCampaigns.ts';

/** GET /api/public/campaign/{slug}: an open or closed campaign with its story and account (404 otherwise). */
export const fetchPublicCampaign = dataRead(campaignsApi.getPublic, {
  request: (slug: string) => ({ params: { slug } }),
  fallbackMessage: MESSAGES.campaignNotFound,
});

export const publicCampaignQuery = publicQuery(publicCampaignKeys.detail, fetchPublicCampaign);

export function usePublicCampaign(slug: string) {
  return usePublicQuery(publicCampaignQuery, slug);
}
