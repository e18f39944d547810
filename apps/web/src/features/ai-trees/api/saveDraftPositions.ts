import { type Draft, type DraftPosition, draftResponse } from '@giapha/contract';
import { apiRequest } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';

/** PUT /api/ai-temp-trees/{id}/positions: boxes moved on the canvas, merged by node id; the saved draft. */
export async function saveDraftPositions(id: string, positions: DraftPosition[]): Promise<Draft> {
  const response = await apiRequest(`/api/ai-temp-trees/${encodeURIComponent(id)}/positions`, draftResponse, {
    method: 'PUT',
    body: { positions },
    fallbackMessage: DRAFTS_FALLBACK.positions,
  });
  return response.data;
}
