import { MESSAGES, sectionsApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { refreshSections } from './cache.ts';

/** DELETE /api/section/{id} (admin). Answers the server's message. */
export async function deleteSection(id: string): Promise<string> {
  const response = await callApi(
    sectionsApi.remove,
    { params: { id } },
    { fallbackMessage: SECTIONS_FALLBACK.delete },
  );
  return response.message || MESSAGES.sectionDeleted;
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSection, onSuccess: () => refreshSections(queryClient) });
}
