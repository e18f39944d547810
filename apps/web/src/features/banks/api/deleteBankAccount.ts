import { banksApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { refreshAfterBankAccountDelete } from './cache.ts';

/**
 * DELETE /api/bank/{id} (admin). An account an open campaign takes its donations into is refused
 * with 409 and the server's reason. Answers the server's message.
 */
export const deleteBankAccount = messageMutation(banksApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: BANKS_FALLBACK.delete,
  successMessage: MESSAGES.bankAccountDeleted,
});

export function useDeleteBankAccount() {
  return useDeleteMutation(deleteBankAccount, refreshAfterBankAccountDelete);
}
