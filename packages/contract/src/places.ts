import { z } from 'zod';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { optionalTextField } from './content.ts';
import { cleanDisplayText, optionalDisplayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

// The clan's places (địa danh, issue 21): one row per place, named the GEDCOM PLAC way, smallest part
// first ("Hành Thiện, Xuân Trường, Nam Định"), chosen for births, deaths, life events and graves.

export const PLACES_PAGE_SIZE = 20;
export const PLACE_NAME_MAX = 300;

/** What a person, life event or grave shows of its place. */
export const placeRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  oldName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PlaceRef = z.infer<typeof placeRefSchema>;

export const placeSchema = placeRefSchema.extend({
  note: z.string().nullable(),
  /** How many births, deaths, life events and graves name it. */
  usage: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * A place name as stored: cleaned like every name (NFC, one line, no invisible characters), its
 * comma-separated parts trimmed and joined by ", " with empty parts dropped, so "Hành Thiện ,Nam Định,"
 * and "Hành Thiện, Nam Định" are one place.
 */
export function cleanPlaceName(value: string): string {
  return cleanDisplayText(value)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

const nameField = z
  .string({ error: MESSAGES.placeNameRequired })
  .overwrite(cleanPlaceName)
  .min(1, MESSAGES.placeNameRequired)
  .max(PLACE_NAME_MAX, MESSAGES.textTooLong.replace('{max}', String(PLACE_NAME_MAX)));

const latitudeField = z
  .number({ error: MESSAGES.placeLatitudeInvalid })
  .min(-90, MESSAGES.placeLatitudeInvalid)
  .max(90, MESSAGES.placeLatitudeInvalid)
  .nullable()
  .optional();
const longitudeField = z
  .number({ error: MESSAGES.placeLongitudeInvalid })
  .min(-180, MESSAGES.placeLongitudeInvalid)
  .max(180, MESSAGES.placeLongitudeInvalid)
  .nullable()
  .optional();

/** Latitude and longitude come together: both numbers, both cleared, or both left out; the missing one is named. */
function bothCoordinatesOrNeither(
  value: { latitude?: number | null | undefined; longitude?: number | null | undefined },
  context: z.RefinementCtx,
) {
  const latitude = value.latitude ?? null;
  const longitude = value.longitude ?? null;
  const sentTogether = (value.latitude === undefined) === (value.longitude === undefined);
  if ((latitude === null) === (longitude === null) && sentTogether) return;
  context.addIssue({
    code: 'custom',
    message: MESSAGES.placeCoordinatesPair,
    path: [latitude === null ? 'latitude' : 'longitude'],
  });
}

const placeFields = {
  name: nameField,
  oldName: optionalDisplayText(PLACE_NAME_MAX),
  latitude: latitudeField,
  longitude: longitudeField,
  note: optionalTextField(2000),
};

// GET /api/places: by name (the Vietnamese alphabet: a < ă < â, d < đ) or the most used first.
export const placeSorts = ['name', 'usage'] as const;
export type PlaceSort = (typeof placeSorts)[number];
export const listPlacesQuery = pageQuery(PLACES_PAGE_SIZE).extend({
  /** Any spelling: `hanh thien` finds `Hành Thiện`; the old name is searched too. */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(placeSorts).default('name'),
});
export type ListPlacesQuery = z.input<typeof listPlacesQuery>;
export const placeListResponse = listResponse(placeSchema);
export const placeResponse = okResponse(placeSchema);

// POST /api/place: the same name already there answers that place (200), a new one is made (201).
export const createPlaceBody = z.object(placeFields).superRefine(bothCoordinatesOrNeither);
export type CreatePlaceBody = z.input<typeof createPlaceBody>;

// PUT /api/place/{id}
export const updatePlaceBody = z
  .object({ ...placeFields, name: nameField.optional(), version: versionField })
  .superRefine(bothCoordinatesOrNeither);
export type UpdatePlaceBody = z.input<typeof updatePlaceBody>;

// POST /api/places/merge: every birth, death, event and grave naming `fromId` names `intoId`; `fromId` goes.
export const mergePlacesBody = z
  .object({ fromId: z.uuid(), intoId: z.uuid() })
  .refine((value) => value.fromId !== value.intoId, {
    message: MESSAGES.placeMergeSame,
    path: ['intoId'],
  });
export type MergePlacesBody = z.input<typeof mergePlacesBody>;
