import { MESSAGES, personsApi, type UpdatePersonBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { type PersonChange, refreshAfterPersonChange } from './cache.ts';

export interface UpdatePersonInput {
  id: string;
  /** With a tree, a box change (x, y, width, height) is that tree's position; other fields are shared. */
  treeId?: string;
  /** Fields left out stay as they are; `version` makes a stale edit a 409 instead of an overwrite. */
  changes: UpdatePersonBody;
}

/** PUT /api/person?id(&treeId) */
export async function updatePerson({ id, treeId, changes }: UpdatePersonInput): Promise<PersonChange> {
  const response = await callApi(
    personsApi.update,
    { query: { id, treeId }, body: changes },
    { fallbackMessage: PERSONS_FALLBACK.update },
  );
  return { person: response.data, message: response.message ?? MESSAGES.personUpdated };
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: ({ person }) => refreshAfterPersonChange(queryClient, person),
  });
}
