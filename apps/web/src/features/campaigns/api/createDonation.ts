import { type CreateDonationBody, donationsApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { type DonationChange, refreshAfterDonationChange } from './donationCache.ts';

export const CREATE_DONATION_FALLBACK = 'Không thể thêm khoản đóng góp';

/** POST /api/campaignTransaction (admin): a manual entry in a campaign's ledger. */
export async function createDonation(body: CreateDonationBody): Promise<DonationChange> {
  const response = await callApi(
    donationsApi.create,
    { body },
    { fallbackMessage: CREATE_DONATION_FALLBACK },
  );
  return { donation: response.data, message: response.message ?? MESSAGES.donationCreated };
}

export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDonation,
    onSuccess: () => refreshAfterDonationChange(queryClient),
  });
}
