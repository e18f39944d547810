import { MESSAGES, messageResponseSchema } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { draftKeys, refreshDrafts } from './draftCache.ts';

/** DELETE /api/ai-temp-trees/{id}: answers the server's message. */
export async function deleteDraft(id: string): Promise<string> {
  const response = await apiRequest(`/api/ai-temp-trees/${encodeURIComponent(id)}`, messageResponseSchema, {
    method: 'DELETE',
    fallbackMessage: DRAFTS_FALLBACK.delete,
  });
  return response.message || MESSAGES.draftDeleted;
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: draftKeys.detail(id) });
      return refreshDrafts(queryClient);
    },
  });
}
