import { MAX_PAGE_SIZE, type Section, sectionsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { sectionKeys } from './cache.ts';

/** GET /api/sections (admin): every home-page block, hidden ones too, in their order. */
export async function listSections(signal?: AbortSignal): Promise<Section[]> {
  // The editor shows the whole page, not a page of it.
  const response = await callApi(
    sectionsApi.list,
    { query: { limit: MAX_PAGE_SIZE, offset: 0 } },
    { fallbackMessage: SECTIONS_FALLBACK.list, signal },
  );
  return response.data;
}

export const sectionsListQuery = () =>
  queryOptions({
    queryKey: sectionKeys.list(),
    queryFn: ({ signal }) => listSections(signal),
  });

export function useSectionsList() {
  return useQuery(sectionsListQuery());
}
