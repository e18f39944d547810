import { type CreatePlaceBody, MESSAGES, placesApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { PLACES_FALLBACK } from '../texts.ts';
import { type PlaceChange, refreshPlacesAfterChange } from './cache.ts';

/** POST /api/place (admin), find-or-create: the place already named so, or a new one. */
export const createPlace = recordMutation(placesApi.create, {
  request: (body: CreatePlaceBody) => ({ body }),
  fallbackMessage: PLACES_FALLBACK.create,
  successMessage: MESSAGES.placeCreated,
  answer: (place, message): PlaceChange => ({ place, message }),
});

export function useCreatePlace() {
  return useApiMutation(createPlace, (queryClient, { place }) =>
    refreshPlacesAfterChange(queryClient, place),
  );
}
