import { donationsApi, MESSAGES, type UpdateDonationBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { type DonationChange, refreshAfterDonationChange } from './donationCache.ts';

export const UPDATE_DONATION_FALLBACK = 'Không thể cập nhật khoản đóng góp';

export interface UpdateDonationInput {
  id: string;
  /**
   * Fields left out stay as they are. Imported and bank-notified entries take only campaignId,
   * donorName, anonymous and note; `version` makes a stale edit a 409 instead of an overwrite.
   */
  changes: UpdateDonationBody;
}

/** PUT /api/campaignTransaction?id (admin): edits an entry, or assigns an unassigned transfer. */
export const updateDonation = recordMutation(donationsApi.update, {
  request: ({ id, changes }: UpdateDonationInput) => ({ query: { id }, body: changes }),
  fallbackMessage: UPDATE_DONATION_FALLBACK,
  successMessage: MESSAGES.donationUpdated,
  answer: (donation, message): DonationChange => ({ donation, message }),
});

export function useUpdateDonation() {
  return useApiMutation(updateDonation, (queryClient) => refreshAfterDonationChange(queryClient));
}
