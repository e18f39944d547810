import { MESSAGES, type MergePlacesBody, placesApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { PLACES_FALLBACK } from '../texts.ts';
import { type PlaceChange, refreshPlacesAfterRemoval } from './cache.ts';

/** POST /api/places/merge (admin): everything naming `fromId` names `intoId`, and `fromId` goes. */
export const mergePlaces = recordMutation(placesApi.merge, {
  request: (body: MergePlacesBody) => ({ body }),
  fallbackMessage: PLACES_FALLBACK.merge,
  successMessage: MESSAGES.placesMerged,
  answer: (place, message): PlaceChange => ({ place, message }),
});

export function useMergePlaces() {
  return useApiMutation(mergePlaces, (queryClient, _change, { fromId }) =>
    refreshPlacesAfterRemoval(queryClient, fromId),
  );
}
