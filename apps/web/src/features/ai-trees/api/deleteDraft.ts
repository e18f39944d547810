import { aiTreesApi, MESSAGES } from '@giapha/contract';
import { messageMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { draftKeys, refreshDrafts } from './draftCache.ts';

/** DELETE /api/ai-temp-trees/{id}: answers the server's message. */
export const deleteDraft = messageMutation(aiTreesApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: DRAFTS_FALLBACK.delete,
  successMessage: MESSAGES.draftDeleted,
});

export function useDeleteDraft() {
  return useApiMutation(deleteDraft, (queryClient, _message, id) => {
    queryClient.removeQueries({ queryKey: draftKeys.detail(id) });
    return refreshDrafts(queryClient);
  });
}
