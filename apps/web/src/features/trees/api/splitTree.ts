import { MESSAGES, splitTreesApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** POST /api/tree/split: the person's branch becomes a tree of its own (persons stay shared). */
export async function splitTree(sourceTreeId: string, splitPersonId: string, newTreeName?: string) {
  const response = await callApi(
    splitTreesApi.split,
    { body: { sourceTreeId, splitPersonId, ...(newTreeName ? { newTreeName } : {}) } },
    { fallbackMessage: TREE_FALLBACK.split },
  );
  return { tree: response.data, message: response.message ?? MESSAGES.treeSplit };
}
