import { placesApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { PLACES_FALLBACK } from '../texts.ts';
import { placeKeys } from './cache.ts';

/** GET /api/place/{id}: one place of the clan with its usage (404 'Không tìm thấy địa danh' otherwise). */
export const getPlace = dataRead(placesApi.get, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: PLACES_FALLBACK.get,
});

export const placeQuery = (id: string) =>
  queryOptions({ queryKey: placeKeys.detail(id), queryFn: ({ signal }) => getPlace(id, signal) });

export function usePlace(id: string) {
  return useQuery(placeQuery(id));
}
