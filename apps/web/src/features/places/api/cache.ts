import type { Place, PlaceSort } from '@giapha/contract';
import type { QueryClient } from '@tanstack/react-query';
import { exceptUnder, recordKeys, type SearchPageParams } from '../../../lib/record-cache.ts';

export interface PlaceListParams extends SearchPageParams {
  sort?: PlaceSort;
}

/** Every places query starts with 'places', so one invalidation refreshes lists, searches and details. */
export const placeKeys = recordKeys<PlaceListParams>('places');

/** What a change to one place answers: the place as saved and the server's message. */
export interface PlaceChange {
  place: Place;
  message: string;
}

/** After a place was made or changed: its detail is known, lists and picker searches may have moved. */
export async function refreshPlacesAfterChange(queryClient: QueryClient, changed: Place): Promise<void> {
  queryClient.setQueryData(placeKeys.detail(changed.id), changed);
  await queryClient.invalidateQueries({
    queryKey: placeKeys.all,
    predicate: exceptUnder(placeKeys.detail(changed.id)),
  });
}

/**
 * After a delete or a merge: the places, and the persons whose births, deaths, events and graves
 * showed the place that went (a merge renamed them).
 */
export async function refreshPlacesAfterRemoval(queryClient: QueryClient, removedId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: placeKeys.detail(removedId) });
  queryClient.removeQueries({ queryKey: placeKeys.detail(removedId) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: placeKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['persons'] }),
  ]);
}
