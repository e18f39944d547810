import { campaignsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import { refreshAfterCampaignDelete } from './campaignCache.ts';

/** DELETE /api/campaign/{id} (admin): the campaign and its donations go; answers the server's message. */
export async function deleteCampaign(id: string): Promise<string> {
  const response = await callApi(
    campaignsApi.remove,
    { params: { id } },
    { fallbackMessage: CAMPAIGNS_FALLBACK.delete },
  );
  return response.message || MESSAGES.campaignDeleted;
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (_message, id) => refreshAfterCampaignDelete(queryClient, id),
  });
}
