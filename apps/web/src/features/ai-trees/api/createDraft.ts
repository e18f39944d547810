import {
  aiTreesApi,
  type CreateDraftBody,
  type Draft,
  draftResponse,
  MAX_DRAFT_SOURCE_BYTES,
  MESSAGES,
} from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, normalizeError } from '../../../lib/api.ts';
import { postFile } from '../../../lib/post-file.ts';
import { DRAFTS_FALLBACK } from '../texts.ts';
import { refreshDrafts } from './draftCache.ts';

export const GEDCOM_ACCEPT = '.ged';

export interface CreatedDraft {
  draft: Draft;
  message: string;
}

/** POST /api/ai-temp-trees (JSON): a draft read from pasted gia phả text, or by the language model. */
export async function createDraftFromText(body: CreateDraftBody): Promise<CreatedDraft> {
  // The route reads JSON or multipart itself, so the table gives it no body schema: sent as is.
  const route = aiTreesApi.create;
  const response = await apiRequest(route.path, route.response, {
    method: route.method,
    body,
    fallbackMessage: DRAFTS_FALLBACK.create,
  });
  return { draft: response.data, message: response.message || MESSAGES.draftCreated };
}

/** What is wrong with a picked file before sending it, or null (the server checks again). */
export function gedcomFileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.ged')) return MESSAGES.draftFileInvalid;
  if (file.size > MAX_DRAFT_SOURCE_BYTES) {
    return MESSAGES.draftFileTooLarge.replace('{max}', String(MAX_DRAFT_SOURCE_BYTES / (1024 * 1024)));
  }
  return null;
}

/** POST /api/ai-temp-trees (multipart field `file`): a draft imported from a GEDCOM file. */
export async function createDraftFromGedcom(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<CreatedDraft> {
  const problem = gedcomFileProblem(file);
  if (problem) throw new ApiError(problem, 400);
  const result = await postFile({
    path: aiTreesApi.create.path,
    field: 'file',
    file,
    fileName: file.name,
    fallbackMessage: DRAFTS_FALLBACK.create,
    ...(onProgress ? { onProgress } : {}),
  });
  if (result.status < 200 || result.status >= 300) {
    throw normalizeError(result.status, result.body, DRAFTS_FALLBACK.create);
  }
  const parsed = draftResponse.safeParse(result.body);
  if (!parsed.success) throw new ApiError(DRAFTS_FALLBACK.create, result.status);
  return { draft: parsed.data.data, message: parsed.data.message || MESSAGES.draftCreated };
}

export type CreateDraftInput =
  | { kind: 'gedcom'; file: File; onProgress?: (fraction: number) => void }
  | { kind: 'json'; body: CreateDraftBody };

export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDraftInput) =>
      input.kind === 'gedcom'
        ? createDraftFromGedcom(input.file, input.onProgress)
        : createDraftFromText(input.body),
    onSuccess: () => refreshDrafts(queryClient),
  });
}
