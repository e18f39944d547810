import { aiTreesApi, type DraftListItem } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { type DraftListParams, draftKeys } from './draftCache.ts';

export interface DraftPage {
  drafts: DraftListItem[];
  total: number;
}

/** GET /api/ai-temp-trees (admin): one page of the clan's draft trees, newest first. */
export const listDrafts = pageRead(aiTreesApi.list, {
  request: (params: DraftListParams) => ({
    query: { limit: params.limit, offset: params.offset, status: params.status },
  }),
  fallbackMessage: DRAFTS_FALLBACK.list,
  page: (drafts, total): DraftPage => ({ drafts, total }),
});

export function useDrafts(params: DraftListParams) {
  return useQuery(
    queryOptions({
      queryKey: draftKeys.list(params),
      queryFn: ({ signal }) => listDrafts(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
