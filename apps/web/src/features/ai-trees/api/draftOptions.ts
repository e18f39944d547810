import { aiTreesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { draftKeys } from './draftCache.ts';

/** GET /api/ai-temp-trees/options: whether a language model is configured to read free text. */
export function useDraftOptions() {
  return useQuery({
    queryKey: draftKeys.options(),
    queryFn: async ({ signal }) => {
      const response = await callApi(
        aiTreesApi.options,
        {},
        { fallbackMessage: DRAFTS_FALLBACK.list, signal },
      );
      return response.data;
    },
    staleTime: 5 * 60_000,
  });
}
