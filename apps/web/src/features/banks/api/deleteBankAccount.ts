import { banksApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { BANKS_FALLBACK } from '../texts.ts';
import { refreshAfterBankAccountDelete } from './cache.ts';

/**
 * DELETE /api/bank/{id} (admin). An account an open campaign takes its donations into is refused
 * with 409 and the server's reason. Answers the server's message.
 */
export async function deleteBankAccount(id: string): Promise<string> {
  const response = await callApi(
    banksApi.remove,
    { params: { id } },
    { fallbackMessage: BANKS_FALLBACK.delete },
  );
  return response.message || MESSAGES.bankAccountDeleted;
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: (_message, id) => refreshAfterBankAccountDelete(queryClient, id),
  });
}
