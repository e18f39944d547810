import { type Source, sourcesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead, listQuery, pageRead } from '../../../lib/record-queries.ts';
import { SOURCES_FALLBACK } from '../texts.ts';
import { type SourceListParams, sourceKeys } from './cache.ts';

export interface SourcePage {
  sources: Source[];
  total: number;
}

/** GET /api/sources: one page of the clan's sources, last edited first; `search` ignores diacritics. */
export const listSources = pageRead(sourcesApi.list, {
  request: ({ limit, offset, search, kind }: SourceListParams) => ({
    query: { limit, offset, search, kind },
  }),
  fallbackMessage: SOURCES_FALLBACK.list,
  page: (sources, total): SourcePage => ({ sources, total }),
});

export const sourcesQuery = listQuery(sourceKeys.list, listSources);

export function useSources(params: SourceListParams, enabled = true) {
  return useQuery({ ...sourcesQuery(params), enabled });
}

/** GET /api/source/{id}: one source with its pages in order. */
export const getSource = dataRead(sourcesApi.get, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: SOURCES_FALLBACK.get,
});

export const sourceQuery = (id: string) =>
  queryOptions({ queryKey: sourceKeys.detail(id), queryFn: ({ signal }) => getSource(id, signal) });

export function useSource(id: string | null) {
  return useQuery({ ...sourceQuery(id ?? ''), enabled: Boolean(id) });
}
