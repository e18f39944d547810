import type { SuggestionStatus } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';

export interface SuggestionListParams {
  status?: SuggestionStatus | undefined;
  limit: number;
  offset: number;
}

/** Every suggestions query starts with 'suggestions', so one invalidation refreshes them all. */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  mine: (params: SuggestionListParams) => ['suggestions', 'mine', params] as const,
  queue: (params: SuggestionListParams) => ['suggestions', 'queue', params] as const,
  summary: () => ['suggestions', 'summary'] as const,
};

/** After a proposal, a withdrawal or a decision: the lists and the pending count follow. */
export async function refreshSuggestions(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: suggestionKeys.all });
}
