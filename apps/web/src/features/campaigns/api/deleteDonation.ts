import { donationsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { refreshAfterDonationChange } from './donationCache.ts';

export const DELETE_DONATION_FALLBACK = 'Không thể xóa khoản đóng góp';

/** DELETE /api/campaignTransaction/{id} (admin): manual entries only; answers the server's message. */
export async function deleteDonation(id: string): Promise<string> {
  const response = await callApi(
    donationsApi.remove,
    { params: { id } },
    { fallbackMessage: DELETE_DONATION_FALLBACK },
  );
  return response.message || MESSAGES.donationDeleted;
}

export function useDeleteDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDonation,
    onSuccess: () => refreshAfterDonationChange(queryClient),
  });
}
