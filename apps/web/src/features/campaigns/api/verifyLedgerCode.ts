import { type LedgerGrant, ledgerGrantResponse, type VerifyLedgerCodeBody } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export const VERIFY_LEDGER_CODE_FALLBACK = 'Không thể kiểm tra mã xem sổ công đức';

/** POST /api/campaign/verify-otp: the right code gives a short-lived grant; wrong ones are rate-limited (429). */
export async function verifyLedgerCode(body: VerifyLedgerCodeBody): Promise<LedgerGrant> {
  const response = await apiRequest('/api/campaign/verify-otp', ledgerGrantResponse, {
    method: 'POST',
    body,
    fallbackMessage: VERIFY_LEDGER_CODE_FALLBACK,
  });
  return response.data;
}

export function useVerifyLedgerCode() {
  return useMutation({ mutationFn: verifyLedgerCode });
}
