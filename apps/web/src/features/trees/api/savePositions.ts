import { type Position, updatePositionsResponse } from '@giapha/contract';
import { apiRequest } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** PUT /api/persons/update-multiple-positions: boxes moved by hand on one tree, saved in one batch. */
export async function savePositions(treeId: string, positions: Position[]): Promise<number> {
  const response = await apiRequest('/api/persons/update-multiple-positions', updatePositionsResponse, {
    method: 'PUT',
    body: { treeId, positions },
    fallbackMessage: TREE_FALLBACK.positions,
  });
  return response.data.updated;
}
