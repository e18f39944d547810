import { campaignsApi, MESSAGES, type UpdateCampaignBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { type CampaignChange, refreshAfterCampaignChange } from './campaignCache.ts';

export interface UpdateCampaignInput {
  id: string;
  /** Fields left out stay as they are (a blank ledger code keeps the code); `version` makes a stale edit a 409. */
  changes: UpdateCampaignBody;
}

/** PUT /api/campaign?id (admin) */
export async function updateCampaign({ id, changes }: UpdateCampaignInput): Promise<CampaignChange> {
  const response = await callApi(
    campaignsApi.update,
    { query: { id }, body: changes },
    { fallbackMessage: CAMPAIGNS_FALLBACK.update },
  );
  return { campaign: response.data, message: response.message ?? MESSAGES.campaignUpdated };
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: ({ campaign }) => refreshAfterCampaignChange(queryClient, campaign),
  });
}
