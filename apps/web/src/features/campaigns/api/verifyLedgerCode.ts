import { campaignsApi, type LedgerGrant, type VerifyLedgerCodeBody } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';

export const VERIFY_LEDGER_CODE_FALLBACK = 'Không thể kiểm tra mã xem sổ công đức';

/** POST /api/campaign/verify-otp: the right code gives a short-lived grant; wrong ones are rate-limited (429). */
export async function verifyLedgerCode(body: VerifyLedgerCodeBody): Promise<LedgerGrant> {
  const response = await callApi(
    campaignsApi.verifyLedgerCode,
    { body },
    { fallbackMessage: VERIFY_LEDGER_CODE_FALLBACK },
  );
  return response.data;
}

export function useVerifyLedgerCode() {
  return useMutation({ mutationFn: verifyLedgerCode });
}
