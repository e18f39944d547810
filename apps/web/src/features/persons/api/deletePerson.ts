import { MESSAGES, personsApi } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { refreshAfterPersonDelete } from './cache.ts';

/**
 * DELETE /api/person/{id}: the person leaves every family and every tree of the clan; families left
 * with nobody go too. Answers the server's message.
 */
export async function deletePerson(id: string): Promise<string> {
  const response = await callApi(
    personsApi.remove,
    { params: { id } },
    { fallbackMessage: PERSONS_FALLBACK.delete },
  );
  return response.message || MESSAGES.personDeleted;
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: (_message, id) => refreshAfterPersonDelete(queryClient, id),
  });
}
