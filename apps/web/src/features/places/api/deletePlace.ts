import { MESSAGES, placesApi } from '@giapha/contract';
import { messageMutation, useDeleteMutation } from '../../../lib/record-mutations.ts';
import { PLACES_FALLBACK } from '../texts.ts';
import { refreshPlacesAfterRemoval } from './cache.ts';

/** DELETE /api/place/{id} (admin): 409 "Địa danh đang được dùng cho N mục…" while something names it. */
export const deletePlace = messageMutation(placesApi.remove, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: PLACES_FALLBACK.delete,
  successMessage: MESSAGES.placeDeleted,
});

export function useDeletePlace() {
  return useDeleteMutation(deletePlace, refreshPlacesAfterRemoval);
}
