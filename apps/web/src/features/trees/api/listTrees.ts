import { type Tree, treesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { type TreeListParams, treeKeys } from './cache.ts';

export interface TreePage {
  trees: Tree[];
  total: number;
}

export const LIST_TREES_FALLBACK = 'Không thể tải danh sách cây gia phả';

/** GET /api/trees: one page of the clan's trees with their persons and generations counted. */
export const listTrees = pageRead(treesApi.list, {
  request: (params: TreeListParams) => ({
    query: searchPageQuery(params),
  }),
  fallbackMessage: LIST_TREES_FALLBACK,
  page: (trees, total): TreePage => ({ trees, total }),
});

export const treesListQuery = listQuery(treeKeys.list, listTrees);

export function useTreesList(params: TreeListParams) {
  return useQuery(treesListQuery(params));
}

/** The most trees one request returns: enough to choose a tree from in a filter. */
export const TREE_CHOICES_LIMIT = 100;

/** The clan's trees to choose from (a filter, a select). */
export function useTreeChoices() {
  return useQuery(treesListQuery({ limit: TREE_CHOICES_LIMIT, offset: 0 }));
}
