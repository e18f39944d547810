import { type CreateDonationBody, donationsApi, MESSAGES } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { type DonationChange, refreshAfterDonationChange } from './donationCache.ts';

export const CREATE_DONATION_FALLBACK = 'Không thể thêm khoản đóng góp';

/** POST /api/campaignTransaction (admin): a manual entry in a campaign's ledger. */
export const createDonation = recordMutation(donationsApi.create, {
  request: (body: CreateDonationBody) => ({ body }),
  fallbackMessage: CREATE_DONATION_FALLBACK,
  successMessage: MESSAGES.donationCreated,
  answer: (donation, message): DonationChange => ({ donation, message }),
});

export function useCreateDonation() {
  return useApiMutation(createDonation, (queryClient) => refreshAfterDonationChange(queryClient));
}
