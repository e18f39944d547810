import type { Place, PlaceSort } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  invalidateKeys,
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

export interface PlaceListParams extends SearchPageParams {
  sort?: PlaceSort;
}

/** Every places query starts with 'places', so one invalidation refreshes lists, searches and details. */
export const placeKeys = recordKeys<PlaceListParams>('places');

/**
 * Query roots of the features whose records show a place's name (persons, their life events and
 * graves, the public graves page): refetched after a rename, a merge or a delete.
 */
const SHOWING_PLACES: readonly QueryKey[] = [['persons'], ['life-events'], ['graves'], ['public', 'graves']];

/** The records that show places are fetched again. */
export async function refreshRecordsShowingPlaces(queryClient: QueryClient): Promise<void> {
  await invalidateKeys(queryClient, { refetch: SHOWING_PLACES });
}

/** What a change to one place answers: the place as saved and the server's message. */
export interface PlaceChange {
  place: Place;
  message: string;
}

/** After a place was made or changed: its detail is known, lists and picker searches may have moved. */
export async function refreshPlacesAfterChange(queryClient: QueryClient, changed: Place): Promise<void> {
  await refreshAfterRecordSave(queryClient, placeKeys, changed.id, changed);
}

/** After a delete or a merge: the places, and the records that showed the place that went. */
export async function refreshPlacesAfterRemoval(queryClient: QueryClient, removedId: string): Promise<void> {
  await refreshAfterRecordDelete(queryClient, placeKeys, removedId, { own: 'all', refetch: SHOWING_PLACES });
}
