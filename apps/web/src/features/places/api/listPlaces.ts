import { type Place, placesApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { PLACES_FALLBACK } from '../texts.ts';
import { type PlaceListParams, placeKeys } from './cache.ts';

export interface PlacePage {
  places: Place[];
  total: number;
}

/** GET /api/places: one page of the clan's places, by name or the most used first (members may read). */
export const listPlaces = pageRead(placesApi.list, {
  request: (params: PlaceListParams) => ({
    query: { ...searchPageQuery(params), sort: params.sort },
  }),
  fallbackMessage: PLACES_FALLBACK.list,
  page: (places, total): PlacePage => ({ places, total }),
});

export const placesListQuery = listQuery(placeKeys.list, listPlaces);

export function usePlacesList(params: PlaceListParams) {
  return useQuery(placesListQuery(params));
}

/** How many places the picker offers at once. */
export const PLACE_PICKER_LIMIT = 10;

/** The picker's search: the most used places matching what was typed (any spelling). */
export function usePlaceSearch(search: string, enabled: boolean) {
  return useQuery({
    ...placesListQuery({ limit: PLACE_PICKER_LIMIT, offset: 0, search, sort: 'usage' }),
    enabled,
    staleTime: 30_000,
  });
}
