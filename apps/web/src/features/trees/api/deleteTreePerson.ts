import { MESSAGES, messageResponseSchema } from '@giapha/contract';
import { apiRequest } from '../../../lib/api.ts';
import { TREE_FALLBACK } from '../texts.ts';

/** DELETE /api/person/{id}: the person leaves every family and tree of the clan. */
export async function deleteTreePerson(personId: string): Promise<string> {
  const response = await apiRequest(`/api/person/${encodeURIComponent(personId)}`, messageResponseSchema, {
    method: 'DELETE',
    fallbackMessage: TREE_FALLBACK.deletePerson,
  });
  return response.message || MESSAGES.personDeleted;
}
