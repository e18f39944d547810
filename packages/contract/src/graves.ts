import { z } from 'zod';
import { idSchema, listResponse, okResponse, versionField } from './common.ts';
import { optionalTextField } from './content.ts';
import { optionalDisplayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { placeRefSchema } from './places.ts';
import { gravePhotoSchema } from './records.ts';

// Graves (mộ phần, issue 21): where a deceased person rests — cemetery or family land, place, plot,
// coordinates, photos of the grave and its stele. Members read them, admins write; visitors see the
// graves of deceased persons shown on a public tree, grouped by area for the Thanh Minh visit.

export const GRAVE_TEXT_MAX = 300;
export const GRAVE_NOTE_MAX = 5000;
export const GRAVE_PHOTOS_MAX = 20;
/** The area of the public graves page for graves with no place. */
export const GRAVE_UNKNOWN_AREA = 'Chưa rõ nơi';

export const graveSchema = z.object({
  id: z.string(),
  personId: z.string(),
  cemetery: z.string().nullable(),
  place: placeRefSchema.nullable(),
  plot: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  note: z.string().nullable(),
  photos: z.array(gravePhotoSchema),
  position: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Grave = z.infer<typeof graveSchema>;

const latitudeField = z
  .number({ error: MESSAGES.graveLatitudeInvalid })
  .min(-90, MESSAGES.graveLatitudeInvalid)
  .max(90, MESSAGES.graveLatitudeInvalid)
  .nullable()
  .optional();
const longitudeField = z
  .number({ error: MESSAGES.graveLongitudeInvalid })
  .min(-180, MESSAGES.graveLongitudeInvalid)
  .max(180, MESSAGES.graveLongitudeInvalid)
  .nullable()
  .optional();

/** Latitude and longitude come together: both numbers, both cleared, or both left out. */
function bothCoordinatesOrNeither(value: { latitude?: number | null; longitude?: number | null }) {
  const hasLatitude = value.latitude !== undefined && value.latitude !== null;
  const hasLongitude = value.longitude !== undefined && value.longitude !== null;
  if (hasLatitude !== hasLongitude) return false;
  return (value.latitude === undefined) === (value.longitude === undefined);
}
const coordinatesPair = { message: MESSAGES.graveCoordinatesPair, path: ['longitude'] };

const graveFields = {
  /** The cemetery or the family's land ("Nghĩa trang làng Hành Thiện"). */
  cemetery: optionalDisplayText(GRAVE_TEXT_MAX),
  placeId: idSchema.nullable().optional(),
  /** Row, plot, the marker that finds it ("Khu B, hàng 3, mộ số 12"). */
  plot: optionalDisplayText(GRAVE_TEXT_MAX),
  latitude: latitudeField,
  longitude: longitudeField,
  note: optionalTextField(GRAVE_NOTE_MAX),
  /** Each one of the clan's uploads or an https URL (the server checks the owner). */
  photos: z
    .array(gravePhotoSchema)
    .max(GRAVE_PHOTOS_MAX, MESSAGES.gravePhotosTooMany.replace('{max}', String(GRAVE_PHOTOS_MAX)))
    .optional(),
};

// GET /api/person/{id}/graves → the person's graves, in order.
export const graveListResponse = listResponse(graveSchema);
export const graveResponse = okResponse(graveSchema);

// POST /api/person/{id}/grave: a living person has none (400 graveLivingPerson); an unknown place 404.
export const createGraveBody = z.object(graveFields).refine(bothCoordinatesOrNeither, coordinatesPair);
export type CreateGraveBody = z.input<typeof createGraveBody>;

// PUT /api/grave/{id}: the fields sent change; `version` makes it fail (409) on a stale copy.
export const updateGraveBody = z
  .object({ ...graveFields, version: versionField })
  .refine(bothCoordinatesOrNeither, coordinatesPair);
export type UpdateGraveBody = z.input<typeof updateGraveBody>;

/** The person a public grave belongs to, as a visitor may see them (deceased, on a public tree). */
export const gravePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  generation: z.number().int().nullable(),
  /** Birth and death as shown ("khoảng 1850", "10/3/1945"); null when unknown. */
  birth: z.string().nullable(),
  death: z.string().nullable(),
  /** A public tree showing the person (an original tree before a split one). */
  treeId: z.string(),
});
export type GravePerson = z.infer<typeof gravePersonSchema>;

/** One grave on the public graves page: the person, where, and the first photo. */
export const publicGraveSchema = z.object({
  id: z.string(),
  person: gravePersonSchema,
  cemetery: z.string().nullable(),
  place: placeRefSchema.nullable(),
  plot: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photo: gravePhotoSchema.nullable(),
});
export type PublicGrave = z.infer<typeof publicGraveSchema>;

/** Graves of one area (the province or the last part of the place's name; GRAVE_UNKNOWN_AREA for none). */
export const publicGraveAreaSchema = z.object({ area: z.string(), graves: z.array(publicGraveSchema) });
export type PublicGraveArea = z.infer<typeof publicGraveAreaSchema>;

// GET /api/public/graves → areas by name ("Chưa rõ nơi" last); `total`: the graves in all of them.
export const publicGravesResponse = okResponse(
  z.object({ areas: z.array(publicGraveAreaSchema), total: z.number().int() }),
);

/** A grave on a person's public page: every photo, the note, no edit fields. */
export const publicPersonGraveSchema = graveSchema.omit({ version: true, createdAt: true, updatedAt: true });
export type PublicPersonGrave = z.infer<typeof publicPersonGraveSchema>;
// GET /api/public/person/{id}/graves: 404 personNotFound when the person is living or on no public tree.
export const publicPersonGravesResponse = listResponse(publicPersonGraveSchema);
