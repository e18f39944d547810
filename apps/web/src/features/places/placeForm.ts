import { cleanPlaceName, MESSAGES, PLACE_NAME_MAX, type Place, type UpdatePlaceBody } from '@giapha/contract';
import { z } from 'zod';
import { coordinateText, coordinateValue, readCoordinate } from './coordinates.ts';

// The place form: what the admin types (coordinates as text, a comma allowed as the decimal mark, as
// Vietnamese writes it) and the body the server takes.

const tooLong = (max: number) => MESSAGES.textTooLong.replace('{max}', String(max));

export const placeFormSchema = z
  .object({
    name: z
      .string()
      .refine((name) => cleanPlaceName(name) !== '', MESSAGES.placeNameRequired)
      .refine((name) => cleanPlaceName(name).length <= PLACE_NAME_MAX, tooLong(PLACE_NAME_MAX)),
    oldName: z.string().max(PLACE_NAME_MAX, tooLong(PLACE_NAME_MAX)),
    latitude: coordinateText(-90, 90, MESSAGES.placeLatitudeInvalid),
    longitude: coordinateText(-180, 180, MESSAGES.placeLongitudeInvalid),
    note: z.string().max(2000, tooLong(2000)),
  })
  .superRefine((values, context) => {
    const hasLatitude = values.latitude.trim() !== '';
    if (hasLatitude === (values.longitude.trim() !== '')) return;
    context.addIssue({
      code: 'custom',
      message: MESSAGES.placeCoordinatesPair,
      path: [hasLatitude ? 'longitude' : 'latitude'],
    });
  });

export type PlaceFormValues = z.input<typeof placeFormSchema>;

/** The fields the server may name in a 400 or 409 that the form shows. */
export const PLACE_FORM_FIELDS = ['name', 'oldName', 'latitude', 'longitude', 'note'] as const;

export function placeFormValues(place: Place): PlaceFormValues {
  return {
    name: place.name,
    oldName: place.oldName ?? '',
    latitude: coordinateValue(place.latitude),
    longitude: coordinateValue(place.longitude),
    note: place.note ?? '',
  };
}

/** The update the form sends (blank texts and coordinates cleared), at the version it was read. */
export function placeBody(values: PlaceFormValues, version: number): UpdatePlaceBody {
  return {
    name: values.name,
    oldName: values.oldName.trim() || null,
    latitude: readCoordinate(values.latitude),
    longitude: readCoordinate(values.longitude),
    note: values.note.trim() || null,
    version,
  };
}
