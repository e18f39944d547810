import { aiTreesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { draftKeys } from './draftCache.ts';

/** GET /api/ai-temp-trees/{id}/matches: persons already in the clan who may be a draft node. */
export function useDraftMatches(id: string, enabled: boolean) {
  return useQuery({
    queryKey: draftKeys.matches(id),
    queryFn: async ({ signal }) => {
      const response = await callApi(
        aiTreesApi.matches,
        { params: { id } },
        { fallbackMessage: DRAFTS_FALLBACK.matches, signal },
      );
      return response.data;
    },
    enabled,
  });
}
