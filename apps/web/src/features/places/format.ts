import type { PlaceRef } from '@giapha/contract';
import { PLACE_TEXTS } from './texts.ts';

/** A place as one line: "Hành Thiện, Xuân Trường, Nam Định (tên cũ: Hà Nam Ninh)"; empty for none. */
export function formatPlace(place: Pick<PlaceRef, 'name' | 'oldName'> | null | undefined): string {
  if (!place) return '';
  return place.oldName ? `${place.name} (${PLACE_TEXTS.oldName}: ${place.oldName})` : place.name;
}

/** What a person, event or grave keeps of a place (a full `Place` carries more). */
export function toPlaceRef(place: PlaceRef): PlaceRef {
  return {
    id: place.id,
    name: place.name,
    oldName: place.oldName,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
