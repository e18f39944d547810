import type { Tree } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  dropDetail,
  invalidateKeys,
  recordKeys,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

export type TreeListParams = SearchPageParams;

/**
 * Every tree query starts with 'trees' (the editor's graph is `['trees', 'graph', id]`), so the editor
 * and the admin pages can refresh each other: `invalidateQueries({ queryKey: treeKeys.lists() })`.
 */
export const treeKeys = {
  ...recordKeys<TreeListParams>('trees'),
  details: () => ['trees', 'detail'] as const,
  graph: (id: string) => ['trees', 'graph', id] as const,
};

/** What a change to one tree answers: the tree as saved and the server's message. */
export interface TreeChange {
  tree: Tree;
  message: string;
}

/** Every query of the persons pages (lists filtered by tree, a person's details). */
const PERSONS_KEY: QueryKey = ['persons'];

/**
 * After a tree was created or changed: its details are known already and every list may have moved.
 * An open editor's graph is only marked stale (it is large, and the editor keeps its own copy current);
 * it is fetched again the next time the editor opens.
 */
export async function refreshTreesAfterChange(queryClient: QueryClient, changed: Tree): Promise<void> {
  await refreshAfterRecordSave(queryClient, treeKeys, changed._id, changed, {
    own: 'lists',
    stale: [treeKeys.graph(changed._id)],
  });
}

/**
 * After a delete: the tree's own queries go; lists, other trees (split trees made from it become
 * trees of their own) and the persons (those only this tree showed are gone) are fetched again.
 */
export async function refreshTreesAfterDelete(queryClient: QueryClient, deletedId: string): Promise<void> {
  await dropDetail(queryClient, treeKeys.detail(deletedId));
  queryClient.removeQueries({ queryKey: treeKeys.graph(deletedId) });
  await invalidateKeys(queryClient, { refetch: [treeKeys.all, PERSONS_KEY] });
}
