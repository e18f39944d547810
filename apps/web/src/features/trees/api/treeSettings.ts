import { type DecorNode, type GenerationSizes, MESSAGES, treesApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** PUT /api/tree/{id}/hide-spouses. */
export async function setHideSpouses(treeId: string, hideSpouses: boolean) {
  const response = await callApi(
    treesApi.setHideSpouses,
    { params: { id: treeId }, body: { hideSpouses } },
    { fallbackMessage: TREE_FALLBACK.settings },
  );
  return { tree: response.data, message: response.message ?? MESSAGES.hideSpousesUpdated };
}

/** PUT /api/tree/{id}/generation-sizes: the card styles of generations 1 to 5. */
export async function saveGenerationSizes(treeId: string, generationSizes: Partial<GenerationSizes>) {
  const response = await callApi(
    treesApi.setGenerationSizes,
    { params: { id: treeId }, body: { generationSizes } },
    { fallbackMessage: TREE_FALLBACK.settings },
  );
  return { generationSizes: response.data, message: response.message ?? MESSAGES.generationSizesUpdated };
}

/** PUT /api/tree/{id}/decor-nodes: banners, seals and notes drawn with the tree. */
export async function saveDecorNodes(treeId: string, decorNodes: DecorNode[]) {
  const response = await callApi(
    treesApi.setDecorNodes,
    { params: { id: treeId }, body: { decorNodes } },
    { fallbackMessage: TREE_FALLBACK.settings },
  );
  return { tree: response.data, message: response.message ?? MESSAGES.decorNodesUpdated };
}
