import {
  type DecorNode,
  type GenerationSizes,
  generationSizesResponse,
  MESSAGES,
  treeResponse,
} from '@giapha/contract';
import { apiRequest } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** PUT /api/tree/{id}/hide-spouses. */
export async function setHideSpouses(treeId: string, hideSpouses: boolean) {
  const response = await apiRequest(`/api/tree/${encodeURIComponent(treeId)}/hide-spouses`, treeResponse, {
    method: 'PUT',
    body: { hideSpouses },
    fallbackMessage: TREE_FALLBACK.settings,
  });
  return { tree: response.data, message: response.message ?? MESSAGES.hideSpousesUpdated };
}

/** PUT /api/tree/{id}/generation-sizes: the card styles of generations 1 to 5. */
export async function saveGenerationSizes(treeId: string, generationSizes: Partial<GenerationSizes>) {
  const response = await apiRequest(
    `/api/tree/${encodeURIComponent(treeId)}/generation-sizes`,
    generationSizesResponse,
    { method: 'PUT', body: { generationSizes }, fallbackMessage: TREE_FALLBACK.settings },
  );
  return { generationSizes: response.data, message: response.message ?? MESSAGES.generationSizesUpdated };
}

/** PUT /api/tree/{id}/decor-nodes: banners, seals and notes drawn with the tree. */
export async function saveDecorNodes(treeId: string, decorNodes: DecorNode[]) {
  const response = await apiRequest(`/api/tree/${encodeURIComponent(treeId)}/decor-nodes`, treeResponse, {
    method: 'PUT',
    body: { decorNodes },
    fallbackMessage: TREE_FALLBACK.settings,
  });
  return { tree: response.data, message: response.message ?? MESSAGES.decorNodesUpdated };
}
