import { donationsApi, MESSAGES, type UpdateDonationBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
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
export async function updateDonation({ id, changes }: UpdateDonationInput): Promise<DonationChange> {
  const response = await callApi(
    donationsApi.update,
    { query: { id }, body: changes },
    { fallbackMessage: UPDATE_DONATION_FALLBACK },
  );
  return { donation: response.data, message: response.message ?? MESSAGES.donationUpdated };
}

export function useUpdateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonation,
    onSuccess: () => refreshAfterDonationChange(queryClient),
  });
}
