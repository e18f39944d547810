import { SECTIONS_PAGE_SIZE, type Section, sectionsApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { siteQuery, useSiteQuery } from '../../../lib/record-queries.ts';

/** Visitors' home-page queries start with ['public', 'sections']: the admin's edits invalidate that prefix. */
export const publicSectionKeys = {
  all: ['public', 'sections'] as const,
  list: (domain: string) => ['public', 'sections', domain] as const,
};

export const PUBLIC_SECTIONS_FALLBACK = 'Không thể tải nội dung trang chủ';

/** GET /api/public/sections: the visible blocks of the clan's home page, in order. */
export async function fetchPublicSections(signal?: AbortSignal): Promise<Section[]> {
  const response = await callApi(
    sectionsApi.listPublic,
    { query: { limit: SECTIONS_PAGE_SIZE, offset: 0 } },
    { fallbackMessage: PUBLIC_SECTIONS_FALLBACK, signal },
  );
  return response.data;
}

export const publicSectionsQuery = siteQuery(publicSectionKeys.list, fetchPublicSections);

export function usePublicSections() {
  return useSiteQuery(publicSectionsQuery);
}
