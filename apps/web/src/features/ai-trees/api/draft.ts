import { aiTreesApi, type Draft } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { draftKeys } from './draftCache.ts';

/** GET /api/ai-temp-trees/{id}: the whole draft, or null when there is none (spec §8: a 404 returns nothing). */
export async function fetchDraft(id: string, signal?: AbortSignal): Promise<Draft | null> {
  try {
    const response = await callApi(
      aiTreesApi.get,
      { params: { id } },
      { fallbackMessage: DRAFTS_FALLBACK.get, signal },
    );
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useDraft(id: string) {
  return useQuery({
    queryKey: draftKeys.detail(id),
    queryFn: ({ signal }) => fetchDraft(id, signal),
  });
}
