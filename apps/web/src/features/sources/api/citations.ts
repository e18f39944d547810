import {
  type Citation,
  type CreateCitationBody,
  citationsApi,
  MESSAGES,
  type UpdateCitationBody,
} from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { messageMutation, recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { dataRead, readQuery } from '../../../lib/record-queries.ts';
import { SOURCES_FALLBACK } from '../texts.ts';
import { citationKeys, refreshAfterSourceChange } from './cache.ts';

/** GET /api/person/{id}/citations: the person's own, their life events' and their families'. */
export const getPersonCitations = dataRead(citationsApi.ofPerson, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: SOURCES_FALLBACK.citations,
});

export const personCitationsQuery = readQuery(citationKeys.ofPerson, getPersonCitations);

export function usePersonCitations(personId: string) {
  return useQuery(personCitationsQuery(personId));
}

/** POST /api/citation (admin). */
export const createCitation = recordMutation(citationsApi.create, {
  request: (body: CreateCitationBody) => ({ body }),
  fallbackMessage: SOURCES_FALLBACK.createCitation,
  successMessage: MESSAGES.citationCreated,
  answer: (citation: Citation, message) => ({ citation, message }),
});

export function useCreateCitation() {
  // The source's citation count changes too.
  return useApiMutation(createCitation, (queryClient, { citation }) =>
    refreshAfterSourceChange(queryClient, citation.source.id),
  );
}

/** PUT /api/citation/{id} (admin): the source, page, quote, note, or which of the person's facts. */
export const updateCitation = recordMutation(citationsApi.update, {
  request: ({ id, body }: { id: string; body: UpdateCitationBody; previousSourceId: string }) => ({
    params: { id },
    body,
  }),
  fallbackMessage: SOURCES_FALLBACK.updateCitation,
  successMessage: MESSAGES.citationUpdated,
  answer: (citation: Citation, message) => ({ citation, message }),
});

export function useUpdateCitation() {
  // Both sources' citation counts change when the citation moves to another source.
  return useApiMutation(updateCitation, async (queryClient, { citation }, { previousSourceId }) => {
    await refreshAfterSourceChange(queryClient, citation.source.id);
    if (previousSourceId !== citation.source.id)
      await refreshAfterSourceChange(queryClient, previousSourceId);
  });
}

/** DELETE /api/citation/{id} (admin). */
export const deleteCitation = messageMutation(citationsApi.remove, {
  request: ({ id }: { id: string; sourceId: string }) => ({ params: { id } }),
  fallbackMessage: SOURCES_FALLBACK.deleteCitation,
  successMessage: MESSAGES.citationDeleted,
});

export function useDeleteCitation() {
  return useApiMutation(deleteCitation, (queryClient, _message, { sourceId }) =>
    refreshAfterSourceChange(queryClient, sourceId),
  );
}
