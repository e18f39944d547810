import {
  type CreateSourceBody,
  type CreateSourcePageBody,
  MESSAGES,
  type ReorderBody,
  type SourcePage,
  sourcesApi,
  type UpdateSourceBody,
  type UpdateSourcePageBody,
} from '@giapha/contract';
import {
  messageMutation,
  recordMutation,
  useApiMutation,
  useDeleteMutation,
} from '../../../lib/record-mutations.ts';
import { SOURCES_FALLBACK } from '../texts.ts';
import { refreshAfterSourceChange, refreshAfterSourceDelete, type SourceChange } from './cache.ts';

/** POST /api/source (admin). */
export const createSource = recordMutation(sourcesApi.create, {
  request: (body: CreateSourceBody) => ({ body }),
  fallbackMessage: SOURCES_FALLBACK.create,
  successMessage: MESSAGES.sourceCreated,
  answer: (source, message): SourceChange => ({ source, message }),
});

export function useCreateSource() {
  return useApiMutation(createSource, (queryClient, { source }) =>
    refreshAfterSourceChange(queryClient, source.id),
  );
}

export interface UpdateSourceInput {
  id: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdateSourceBody;
}

/** PUT /api/source/{id} (admin). */
export const updateSource = recordMutation(sourcesApi.update, {
  request: ({ id, changes }: UpdateSourceInput) => ({ params: { id }, body: changes }),
  fallbackMessage: SOURCES_FALLBACK.update,
  successMessage: MESSAGES.sourceUpdated,
  answer: (source, message): SourceChange => ({ source, message }),
});

export function useUpdateSource() {
  return useApiMutation(updateSource, (queryClient, { source }) =>
    refreshAfterSourceChange(queryClient, source.id),
  );
}

/** DELETE /api/source/{id} (admin): its pages and citations go with it. */
export const deleteSource = messageMutation(sourcesApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: SOURCES_FALLBACK.delete,
  successMessage: MESSAGES.sourceDeleted,
});

export function useDeleteSource() {
  return useDeleteMutation(deleteSource, refreshAfterSourceDelete);
}

interface PageChange {
  page: SourcePage;
  message: string;
}

/** POST /api/source/{id}/page (admin): added after the last page. */
export const createSourcePage = recordMutation(sourcesApi.createPage, {
  request: ({ sourceId, body }: { sourceId: string; body: CreateSourcePageBody }) => ({
    params: { id: sourceId },
    body,
  }),
  fallbackMessage: SOURCES_FALLBACK.createPage,
  successMessage: MESSAGES.sourcePageCreated,
  answer: (page, message): PageChange => ({ page, message }),
});

export function useCreateSourcePage() {
  return useApiMutation(createSourcePage, (queryClient, { page }) =>
    refreshAfterSourceChange(queryClient, page.sourceId),
  );
}

/** PUT /api/source-page/{id} (admin), at the version the page was loaded at. */
export const updateSourcePage = recordMutation(sourcesApi.updatePage, {
  request: ({ id, changes }: { id: string; changes: UpdateSourcePageBody }) => ({
    params: { id },
    body: changes,
  }),
  fallbackMessage: SOURCES_FALLBACK.updatePage,
  successMessage: MESSAGES.sourcePageUpdated,
  answer: (page, message): PageChange => ({ page, message }),
});

export function useUpdateSourcePage() {
  return useApiMutation(updateSourcePage, (queryClient, { page }) =>
    refreshAfterSourceChange(queryClient, page.sourceId),
  );
}

/** DELETE /api/source-page/{id} (admin): refused (409) while a citation points at the page. */
export const deleteSourcePage = messageMutation(sourcesApi.removePage, {
  request: ({ id }: { id: string; sourceId: string }) => ({ params: { id } }),
  fallbackMessage: SOURCES_FALLBACK.deletePage,
  successMessage: MESSAGES.sourcePageDeleted,
});

export function useDeleteSourcePage() {
  return useApiMutation(deleteSourcePage, (queryClient, _message, { sourceId }) =>
    refreshAfterSourceChange(queryClient, sourceId),
  );
}

/** PUT /api/source/{id}/pages/reorder (admin). */
export const reorderSourcePages = messageMutation(sourcesApi.reorderPages, {
  request: ({ sourceId, items }: { sourceId: string; items: ReorderBody['items'] }) => ({
    params: { id: sourceId },
    body: { items },
  }),
  fallbackMessage: SOURCES_FALLBACK.reorderPages,
  successMessage: MESSAGES.sourcePagesReordered,
});

export function useReorderSourcePages() {
  return useApiMutation(reorderSourcePages, (queryClient, _message, { sourceId }) =>
    refreshAfterSourceChange(queryClient, sourceId),
  );
}
