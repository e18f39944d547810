import { MESSAGES, type PublicTreeSummary, treesApi } from '@giapha/contract';
import { pageRead, publicQuery, usePublicQuery } from '../../../lib/record-queries.ts';

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
  list: (domain: string, params: PublicTreesParams) => ['public-trees', domain, 'list', params] as const,
  graph: (id: string) => ['public-trees', 'graph', id] as const,
};

/** GET /api/public/trees: the trees the clan shows visitors, newest first. */
export const listPublicTrees = pageRead(treesApi.publicList, {
  request: (params: PublicTreesParams) => ({ query: { limit: params.limit, offset: params.offset } }),
  fallbackMessage: MESSAGES.treeFetchFailed,
  page: (trees, total): PublicTreePage => ({ trees, total }),
});

export const publicTreesQuery = publicQuery(publicTreeKeys.list, listPublicTrees);

export function usePublicTrees(params: PublicTreesParams) {
  return usePublicQuery(publicTreesQuery, params);
}
