import { aiTreesApi, type Draft, type DraftPosition } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';

/** PUT /api/ai-temp-trees/{id}/positions: boxes moved on the canvas, merged by node id; the saved draft. */
export async function saveDraftPositions(id: string, positions: DraftPosition[]): Promise<Draft> {
  const response = await callApi(
    aiTreesApi.setPositions,
    { params: { id }, body: { positions } },
    { fallbackMessage: DRAFTS_FALLBACK.positions },
  );
  return response.data;
}
