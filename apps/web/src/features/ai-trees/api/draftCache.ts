import type { DraftStatus } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';

export interface DraftListParams {
  limit: number;
  offset: number;
  status?: DraftStatus;
}

export const draftKeys = {
  all: ['ai-trees'] as const,
  lists: () => [...draftKeys.all, 'list'] as const,
  list: (params: DraftListParams) => [...draftKeys.lists(), params] as const,
  options: () => [...draftKeys.all, 'options'] as const,
  detail: (id: string) => [...draftKeys.all, 'detail', id] as const,
  matches: (id: string) => [...draftKeys.all, 'matches', id] as const,
};

/** After a create, delete or publish: the list (and the draft itself) load again. */
export function refreshDrafts(queryClient: QueryClient, id?: string): Promise<void> {
  const jobs = [queryClient.invalidateQueries({ queryKey: draftKeys.lists() })];
  if (id) jobs.push(queryClient.invalidateQueries({ queryKey: draftKeys.detail(id) }));
  return Promise.all(jobs).then(() => undefined);
}
