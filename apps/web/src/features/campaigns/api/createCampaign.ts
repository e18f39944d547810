import { type CreateCampaignBody, campaignsApi, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { type CampaignChange, refreshAfterCampaignChange } from './campaignCache.ts';

/**
 * POST /api/campaign (admin). A blank slug or transfer code is made by the server; opening one needs a
 * bank account (400 on `bankAccountId`); a slug or code in use is 409.
 */
export const createCampaign = recordMutation(campaignsApi.create, {
  request: (body: CreateCampaignBody) => ({ body }),
  fallbackMessage: CAMPAIGNS_FALLBACK.create,
  successMessage: MESSAGES.campaignCreated,
  answer: (campaign, message): CampaignChange => ({ campaign, message }),
});

export function useCreateCampaign() {
  return useApiMutation(createCampaign, (queryClient, { campaign }) =>
    refreshAfterCampaignChange(queryClient, campaign),
  );
}
