import { familiesApi, type NewChild, type Person } from '@giapha/contract';
import { ApiError, callApi } from '../../../lib/api.ts';
import { childrenResultMessage, TREE_FALLBACK } from '../texts.ts';
import { addChild, type ParentsInTree } from './addChild.ts';

export interface ChildrenResult {
  added: Person[];
  failed: number;
  message: string;
}

/**
 * POST /api/family/add-multiple-children; a server without it (404) gets the children one by one,
 * and the message says how many made it (spec §8).
 */
export async function addChildren(parents: ParentsInTree, children: NewChild[]): Promise<ChildrenResult> {
  try {
    const response = await callApi(
      familiesApi.addMultipleChildren,
      { body: { ...parents, children } },
      { fallbackMessage: TREE_FALLBACK.structure },
    );
    const added = response.data.children;
    return { added, failed: 0, message: childrenResultMessage(added.length, 0) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const added: Person[] = [];
  let failed = 0;
  for (const child of children) {
    try {
      added.push((await addChild(parents, child)).child);
    } catch {
      failed += 1;
    }
  }
  return { added, failed, message: childrenResultMessage(added.length, failed) };
}
