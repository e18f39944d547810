import type { Source, SourceKind } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';
import { recordKeys, refreshAfterRecordDelete, type SearchPageParams } from '../../../lib/record-cache.ts';

export interface SourceListParams extends SearchPageParams {
  kind?: SourceKind;
}

/** Every source query starts with 'sources' (lists, a source with its pages), so one invalidation refreshes them. */
export const sourceKeys = recordKeys<SourceListParams>('sources');

/** A person's evidence; its citations name sources, so source writes refresh it too. */
export const citationKeys = {
  all: ['citations'] as const,
  ofPerson: (personId: string) => ['citations', 'person', personId] as const,
};

/** What a change to a source answers: the source as saved and the server's message. */
export interface SourceChange {
  source: Source;
  message: string;
}

/** After a source, or one of its pages, was created or changed: lists, the source and evidence refresh. */
export async function refreshAfterSourceChange(queryClient: QueryClient, sourceId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sourceKeys.lists() }),
    sourceId ? queryClient.invalidateQueries({ queryKey: sourceKeys.detail(sourceId) }) : null,
    queryClient.invalidateQueries({ queryKey: citationKeys.all }),
  ]);
}

/** After a source was deleted: its page is leaving; lists and evidence (its citations went too) refresh. */
export async function refreshAfterSourceDelete(queryClient: QueryClient, id: string): Promise<void> {
  await refreshAfterRecordDelete(queryClient, sourceKeys, id, { refetch: [citationKeys.all] });
}
