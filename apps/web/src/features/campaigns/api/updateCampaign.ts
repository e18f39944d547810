import { campaignsApi, MESSAGES, type UpdateCampaignBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { type CampaignChange, refreshAfterCampaignChange } from './campaignCache.ts';

export interface UpdateCampaignInput {
  id: string;
  /** Fields left out stay as they are (a blank ledger code keeps the code); `version` makes a stale edit a 409. */
  changes: UpdateCampaignBody;
}

/** PUT /api/campaign?id (admin) */
export const updateCampaign = recordMutation(campaignsApi.update, {
  request: ({ id, changes }: UpdateCampaignInput) => ({ query: { id }, body: changes }),
  fallbackMessage: CAMPAIGNS_FALLBACK.update,
  successMessage: MESSAGES.campaignUpdated,
  answer: (campaign, message): CampaignChange => ({ campaign, message }),
});

export function useUpdateCampaign() {
  return useApiMutation(updateCampaign, (queryClient, { campaign }) =>
    refreshAfterCampaignChange(queryClient, campaign),
  );
}
