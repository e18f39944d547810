import {
  type CreateGraveBody,
  GRAVE_NOTE_MAX,
  GRAVE_PHOTOS_MAX,
  GRAVE_TEXT_MAX,
  type Grave,
  gravePhotoKinds,
  isMediaUrl,
  MESSAGES,
  type PlaceRef,
  placeRefSchema,
} from '@giapha/contract';
import { z } from 'zod';
import { coordinateText, coordinateValue, readCoordinate } from '../places/index.ts';
import { GRAVE_TEXTS } from './texts.ts';

// The grave form: what the admin types (coordinates as text, a comma allowed as the decimal mark, as
// Vietnamese writes it) and the body the server takes.

const tooLong = (max: number) => MESSAGES.textTooLong.replace('{max}', String(max));

export const graveFormSchema = z
  .object({
    cemetery: z.string().max(GRAVE_TEXT_MAX, tooLong(GRAVE_TEXT_MAX)),
    place: placeRefSchema.nullable(),
    plot: z.string().max(GRAVE_TEXT_MAX, tooLong(GRAVE_TEXT_MAX)),
    latitude: coordinateText(-90, 90, MESSAGES.graveLatitudeInvalid),
    longitude: coordinateText(-180, 180, MESSAGES.graveLongitudeInvalid),
    note: z.string().max(GRAVE_NOTE_MAX, tooLong(GRAVE_NOTE_MAX)),
    photos: z
      .array(
        z.object({
          url: z
            .string()
            .trim()
            .min(1, GRAVE_TEXTS.photoRequired)
            .refine((url) => url === '' || isMediaUrl(url), MESSAGES.imageUrlInvalid),
          caption: z.string().max(300, tooLong(300)),
          kind: z.enum(gravePhotoKinds),
        }),
      )
      .max(GRAVE_PHOTOS_MAX, MESSAGES.gravePhotosTooMany.replace('{max}', String(GRAVE_PHOTOS_MAX))),
  })
  .refine((values) => (values.latitude.trim() === '') === (values.longitude.trim() === ''), {
    message: MESSAGES.graveCoordinatesPair,
    path: ['longitude'],
  });

export type GraveFormValues = z.input<typeof graveFormSchema>;

/** The fields the server may name in a 400 that the form shows. */
export const GRAVE_FORM_FIELDS = ['cemetery', 'plot', 'latitude', 'longitude', 'note'] as const;

/** The form's values for a grave (or an empty form for a new one). */
export function graveFormValues(grave: Grave | null): GraveFormValues {
  return {
    cemetery: grave?.cemetery ?? '',
    place: grave?.place ?? null,
    plot: grave?.plot ?? '',
    latitude: coordinateValue(grave?.latitude),
    longitude: coordinateValue(grave?.longitude),
    note: grave?.note ?? '',
    photos: (grave?.photos ?? []).map((photo) => ({
      url: photo.url,
      caption: photo.caption ?? '',
      kind: photo.kind,
    })),
  };
}

/** What the server takes: blanks as null, coordinates as numbers, the place by its id. */
export function graveBody(values: GraveFormValues): CreateGraveBody {
  const place: PlaceRef | null = values.place;
  return {
    cemetery: values.cemetery.trim() || null,
    placeId: place?.id ?? null,
    plot: values.plot.trim() || null,
    latitude: readCoordinate(values.latitude),
    longitude: readCoordinate(values.longitude),
    note: values.note.trim() || null,
    photos: values.photos.map((photo) => ({
      url: photo.url.trim(),
      caption: photo.caption.trim() || null,
      kind: photo.kind,
    })),
  };
}
