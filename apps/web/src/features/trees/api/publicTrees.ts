import { MESSAGES, type PublicTreeSummary, treesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_STALE_TIME, pageRead, readQuery } from '../../../lib/record-queries.ts';

export interface PublicTreesParams {
  limit: number;
  offset: number;
}

export interface PublicTreePage {
  trees: PublicTreeSummary[];
  total: number;
}

/** Visitors' queries start with 'public-trees': no member data, and nothing a member's edit must keep in step. */
export const publicTreeKeys = {
  all: ['public-trees'] as const,
  list: (params: PublicTreesParams) => ['public-trees', 'list', params] as const,
  graph: (id: string) => ['public-trees', 'graph', id] as const,
};

/** GET /api/public/trees: the trees the clan shows visitors, newest first. */
export const listPublicTrees = pageRead(treesApi.publicList, {
  request: (params: PublicTreesParams) => ({ query: { limit: params.limit, offset: params.offset } }),
  fallbackMessage: MESSAGES.treeFetchFailed,
  page: (trees, total): PublicTreePage => ({ trees, total }),
});

export const publicTreesQuery = readQuery(publicTreeKeys.list, listPublicTrees, {
  staleTime: PUBLIC_STALE_TIME,
});

export function usePublicTrees(params: PublicTreesParams) {
  return useQuery(publicTreesQuery(params));
}
