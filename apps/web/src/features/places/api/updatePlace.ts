import { MESSAGES, placesApi, type UpdatePlaceBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { PLACES_FALLBACK } from '../texts.ts';
import { type PlaceChange, refreshPlacesAfterChange, refreshRecordsShowingPlaces } from './cache.ts';

export interface UpdatePlaceInput {
  id: string;
  body: UpdatePlaceBody;
}

/**
 * PUT /api/place/{id} (admin), sent with the version read: 409 when someone saved first, or when the
 * new name is another place's (the message offers merging).
 */
export const updatePlace = recordMutation(placesApi.update, {
  request: ({ id, body }: UpdatePlaceInput) => ({ params: { id }, body }),
  fallbackMessage: PLACES_FALLBACK.update,
  successMessage: MESSAGES.placeUpdated,
  answer: (place, message): PlaceChange => ({ place, message }),
});

export function useUpdatePlace() {
  return useApiMutation(updatePlace, async (queryClient, { place }) => {
    await refreshPlacesAfterChange(queryClient, place);
    await refreshRecordsShowingPlaces(queryClient);
  });
}
