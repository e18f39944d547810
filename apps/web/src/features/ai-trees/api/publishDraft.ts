import { aiTreesApi, type Draft, MESSAGES, type Tree } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { refreshDrafts } from './draftCache.ts';

export interface PublishInput {
  draft: Draft;
  name: string;
  /** Draft node id → the clan person it is (only the nodes the admin matched). */
  matches: Record<string, string>;
}

export interface PublishResult {
  tree: Tree;
  message: string;
}

/**
 * POST /api/ai-temp-trees/{id}/publish, or …/publish-with-families with the nodes carrying
 * `matchPersonId` when the admin said some draft persons are already in the clan.
 */
export async function publishDraft({ draft, name, matches }: PublishInput): Promise<PublishResult> {
  const params = { id: draft.id };
  const trimmed = name.trim();
  const named = trimmed ? { name: trimmed } : {};
  const options = { fallbackMessage: DRAFTS_FALLBACK.publish };
  const matched = Object.keys(matches).length > 0;
  const response = matched
    ? await callApi(
        aiTreesApi.publishWithFamilies,
        {
          params,
          body: {
            ...named,
            nodes: draft.nodes.map((node) => ({ ...node, matchPersonId: matches[node.id] ?? null })),
            families: draft.families,
            connections: draft.connections,
          },
        },
        options,
      )
    : await callApi(aiTreesApi.publish, { params, body: named }, options);
  return { tree: response.data.tree, message: response.message || MESSAGES.draftPublished };
}

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: (_result, input) => refreshDrafts(queryClient, input.draft.id),
  });
}
