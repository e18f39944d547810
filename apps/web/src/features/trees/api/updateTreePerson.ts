import { MESSAGES, personsApi, type UpdatePersonBody } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** PUT /api/person?id&treeId: a box change stays on this tree; other fields change the shared person. */
export async function updateTreePerson(treeId: string, personId: string, body: UpdatePersonBody) {
  const response = await callApi(
    personsApi.update,
    { query: { id: personId, treeId }, body },
    { fallbackMessage: TREE_FALLBACK.structure },
  );
  return { person: response.data, message: response.message ?? MESSAGES.personUpdated };
}
