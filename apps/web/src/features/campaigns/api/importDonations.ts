import { donationsApi, type ImportDonationsBody, type ImportResult } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { refreshAfterDonationChange } from './donationCache.ts';

export const IMPORT_DONATIONS_FALLBACK = 'Không thể nhập sao kê';

export interface ImportOutcome {
  result: ImportResult;
  message: string | undefined;
}

/**
 * POST /api/campaignTransactions/import (admin): with `dryRun` the server only says what each row would
 * be (new, duplicate, skipped, invalid); without it the new rows go into the campaign's ledger.
 */
export async function importDonations(body: ImportDonationsBody): Promise<ImportOutcome> {
  const response = await callApi(
    donationsApi.importRows,
    { body },
    { fallbackMessage: IMPORT_DONATIONS_FALLBACK },
  );
  return { result: response.data, message: response.message };
}

export function useImportDonations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDonations,
    onSuccess: async (_outcome, body) => {
      if (!body.dryRun) await refreshAfterDonationChange(queryClient);
    },
  });
}
