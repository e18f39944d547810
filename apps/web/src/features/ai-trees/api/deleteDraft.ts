import { aiTreesApi, MESSAGES } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { draftKeys, refreshDrafts } from './draftCache.ts';

/** DELETE /api/ai-temp-trees/{id}: answers the server's message. */
export async function deleteDraft(id: string): Promise<string> {
  const response = await callApi(
    aiTreesApi.remove,
    { params: { id } },
    { fallbackMessage: DRAFTS_FALLBACK.delete },
  );
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
