import type { Person } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';
import { treeKeys } from '../../trees/index.ts';

export interface PersonListParams extends SearchPageParams {
  treeId?: string;
  generation?: number;
  /** true: only the dead; false: only the living. */
  deceased?: boolean;
}

/** Every persons query starts with 'persons', so one invalidation refreshes lists and details. */
export const personKeys = recordKeys<PersonListParams>('persons');

/** What a change to one person answers: the person as saved and the server's message. */
export interface PersonChange {
  person: Person;
  message: string;
}

/** Trees' graphs hold persons: marked stale (an open editor is not made to reload 10,000 persons). */
const TREE_GRAPHS: QueryKey = [...treeKeys.all, 'graph'];

/** After a person changed: their details are known already; lists may have moved. */
export async function refreshAfterPersonChange(queryClient: QueryClient, changed: Person): Promise<void> {
  await refreshAfterRecordSave(queryClient, personKeys, changed.id, changed, { stale: [TREE_GRAPHS] });
}

/** After a delete: lists of persons and the trees' counts are fetched again. */
export async function refreshAfterPersonDelete(queryClient: QueryClient, deletedId: string): Promise<void> {
  await refreshAfterRecordDelete(queryClient, personKeys, deletedId, {
    refetch: [treeKeys.lists()],
    stale: [TREE_GRAPHS],
  });
}
