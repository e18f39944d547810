import { MESSAGES, type PublicTree, treesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';

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
export async function listPublicTrees(
  params: PublicTreesParams,
  signal?: AbortSignal,
): Promise<PublicTreePage> {
  const response = await callApi(
    treesApi.publicList,
    { query: { limit: params.limit, offset: params.offset } },
    { fallbackMessage: MESSAGES.treeFetchFailed, signal },
  );
  return { trees: response.data, total: response.total };
}

export const publicTreesQuery = (params: PublicTreesParams) =>
  queryOptions({
    queryKey: publicTreeKeys.list(params),
    queryFn: ({ signal }) => listPublicTrees(params, signal),
    staleTime: 60_000,
  });

export function usePublicTrees(params: PublicTreesParams) {
  return useQuery(publicTreesQuery(params));
}
