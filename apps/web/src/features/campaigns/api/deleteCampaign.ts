import { campaignsApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { refreshAfterCampaignDelete } from './campaignCache.ts';

/** DELETE /api/campaign/{id} (admin): the campaign and its donations go; answers the server's message. */
export const deleteCampaign = messageMutation(campaignsApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: CAMPAIGNS_FALLBACK.delete,
  successMessage: MESSAGES.campaignDeleted,
});

export function useDeleteCampaign() {
  return useDeleteMutation(deleteCampaign, refreshAfterCampaignDelete);
}
