import { MESSAGES, personsApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** DELETE /api/person/{id}: the person leaves every family and tree of the clan. */
export async function deleteTreePerson(personId: string): Promise<string> {
  const response = await callApi(
    personsApi.remove,
    { params: { id: personId } },
    { fallbackMessage: TREE_FALLBACK.deletePerson },
  );
  return response.message || MESSAGES.personDeleted;
}
