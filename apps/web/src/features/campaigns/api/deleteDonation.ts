import { donationsApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { refreshAfterDonationChange } from './donationCache.ts';

export const DELETE_DONATION_FALLBACK = 'Không thể xóa khoản đóng góp';

/** DELETE /api/campaignTransaction/{id} (admin): manual entries only; answers the server's message. */
export const deleteDonation = messageMutation(donationsApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: DELETE_DONATION_FALLBACK,
  successMessage: MESSAGES.donationDeleted,
});

export function useDeleteDonation() {
  return useApiMutation(deleteDonation, (queryClient) => refreshAfterDonationChange(queryClient));
}
