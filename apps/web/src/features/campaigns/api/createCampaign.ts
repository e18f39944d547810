import { type CreateCampaignBody, campaignsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { type CampaignChange, refreshAfterCampaignChange } from './campaignCache.ts';

/**
 * POST /api/campaign (admin). A blank slug or transfer code is made by the server; opening one needs a
 * bank account (400 on `bankAccountId`); a slug or code in use is 409.
 */
export async function createCampaign(body: CreateCampaignBody): Promise<CampaignChange> {
  const response = await callApi(
    campaignsApi.create,
    { body },
    { fallbackMessage: CAMPAIGNS_FALLBACK.create },
  );
  return { campaign: response.data, message: response.message ?? MESSAGES.campaignCreated };
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: ({ campaign }) => refreshAfterCampaignChange(queryClient, campaign),
  });
}
