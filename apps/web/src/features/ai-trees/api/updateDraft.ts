import { aiTreesApi, type Draft, MESSAGES, type UpdateDraftBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { draftKeys, refreshDrafts } from './draftCache.ts';

export interface UpdatedDraft {
  draft: Draft;
  message: string;
}

/**
 * PATCH /api/ai-temp-trees/{id}: the reviewer's edits (name, nodes and/or families) with the version
 * they were made on; a stale version answers 409.
 */
export async function updateDraft(id: string, body: UpdateDraftBody): Promise<UpdatedDraft> {
  const response = await callApi(
    aiTreesApi.update,
    { params: { id }, body },
    { fallbackMessage: DRAFTS_FALLBACK.update },
  );
  return { draft: response.data, message: response.message || MESSAGES.draftUpdated };
}

/** The saved draft replaces the cached one at once (its new version is what the next edit sends). */
export function useUpdateDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDraftBody) => updateDraft(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(draftKeys.detail(id), result.draft);
      return queryClient.invalidateQueries({ queryKey: draftKeys.lists() });
    },
    // A conflict or a refusal: what the server holds now is loaded again.
    onError: () => refreshDrafts(queryClient, id),
  });
}
