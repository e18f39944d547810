import { type Position, personsApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** PUT /api/persons/update-multiple-positions: boxes moved by hand on one tree, saved in one batch. */
export async function savePositions(treeId: string, positions: Position[]): Promise<number> {
  const response = await callApi(
    personsApi.updatePositions,
    { body: { treeId, positions } },
    { fallbackMessage: TREE_FALLBACK.positions },
  );
  return response.data.updated;
}
