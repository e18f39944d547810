import { MESSAGES, type PublicTree, treesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';

export interface PublicTreesParams {
  limit: number;
  offset: number;
}

export interface PublicTreePage {
  trees: PublicTree[];
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

export const publicTreesQuery = (params: PublicTreesParams) =>
  queryOptions({
    queryKey: publicTreeKeys.list(params),
    queryFn: ({ signal }) => listPublicTrees(params, signal),
    staleTime: 60_000,
  });

export function usePublicTrees(params: PublicTreesParams) {
  return useQuery(publicTreesQuery(params));
}
