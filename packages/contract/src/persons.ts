import { z } from 'zod';
import { idSchema, listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { mediaUrlSchema } from './content.ts';
import { lifeDateSchema } from './dates.ts';
import { displayText, optionalDisplayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { placeRefSchema } from './places.ts';

export const sexes = ['male', 'female', 'unknown'] as const;
export const sexSchema = z.enum(sexes, { error: MESSAGES.sexInvalid });
export type Sex = z.infer<typeof sexSchema>;

/** Spec §3: the biography a new person starts with. */
export const DEFAULT_BIOGRAPHY = 'Tiểu sử chưa được viết';
/** Spec §9: boxes of new persons, children and spouses; children added in bulk are smaller. */
export const DEFAULT_NODE_SIZE = { width: 110, height: 220 } as const;
export const BULK_CHILD_NODE_SIZE = { width: 60, height: 120 } as const;
export const PERSONS_BY_GENERATION_LIMIT = 100;
/** Longest note a person may hold (as long as a biography: imported family papers run to many pages). */
export const PERSON_NOTES_MAX = 100_000;

/**
 * Spec §5: generation and ordinal arrive as numbers or numeric strings and are stored as integers;
 * blank means "not set".
 */
function integerField(message: string, min: number, max: number) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^-?\d+$/.test(trimmed) ? Number(trimmed) : value;
  }, z.number({ error: message }).int(message).min(min, message).max(max, message).nullable());
}
export const generationField = integerField(MESSAGES.generationInvalid, 1, 500);
export const ordinalField = integerField(MESSAGES.ordinalInvalid, 0, 1000);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((s) => (s ? s.normalize('NFC') : s === undefined ? undefined : null));

/** Tên húy, tên tự, hiệu, thụy hiệu, pháp danh. */
export const otherNamesSchema = z.object({
  tenHuy: optionalDisplayText(200),
  tenTu: optionalDisplayText(200),
  hieu: optionalDisplayText(200),
  thuyHieu: optionalDisplayText(200),
  phapDanh: optionalDisplayText(200),
});

/** Private: never in public responses. */
export const contactSchema = z.object({
  phone: optionalText(50),
  email: optionalText(200),
  address: optionalText(500),
});

const coordinate = z.number().finite().min(-1e7).max(1e7);
const boxSize = z.number().finite().min(1).max(10_000);

const personNameField = displayText(200, MESSAGES.personNameRequired);

/** What a client may set on a person (POST creates with these; PUT changes the ones sent). */
export const personFieldsSchema = z.object({
  name: personNameField,
  /** The name written in Hán-Nôm characters, as the clan's book has it. */
  nameHanNom: optionalDisplayText(200),
  surname: optionalDisplayText(100),
  sex: sexSchema.default('unknown'),
  generation: generationField.optional(),
  ordinalNumber: ordinalField.optional(),
  biography: z.string().max(100_000).optional(),
  otherNames: otherNamesSchema.optional(),
  birth: lifeDateSchema.nullable().optional(),
  death: lifeDateSchema.nullable().optional(),
  deceased: z.boolean().optional(),
  /** False: this person's giỗ is kept out of the public calendar (the family's wish). */
  gioInCalendar: z.boolean().optional(),
  burialPlace: optionalText(500),
  avatar: mediaUrlSchema,
  contact: contactSchema.nullable().optional(),
  notes: optionalText(PERSON_NOTES_MAX),
  x: coordinate.optional(),
  y: coordinate.optional(),
  width: boxSize.optional(),
  height: boxSize.optional(),
});
export type PersonFields = z.input<typeof personFieldsSchema>;

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  sex: sexSchema,
  generation: z.number().int().nullable(),
  ordinalNumber: z.number().int().nullable(),
  biography: z.string(),
  otherNames: z.object({
    tenHuy: z.string().nullable(),
    tenTu: z.string().nullable(),
    hieu: z.string().nullable(),
    thuyHieu: z.string().nullable(),
    phapDanh: z.string().nullable(),
  }),
  nameHanNom: z.string().nullable(),
  birth: lifeDateSchema.nullable(),
  death: lifeDateSchema.nullable(),
  birthPlace: placeRefSchema.nullable(),
  deathPlace: placeRefSchema.nullable(),
  deceased: z.boolean(),
  gioInCalendar: z.boolean(),
  burialPlace: z.string().nullable(),
  avatar: z.string().nullable(),
  contact: z
    .object({ phone: z.string().nullable(), email: z.string().nullable(), address: z.string().nullable() })
    .nullable(),
  notes: z.string().nullable(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** What anyone may read on a public tree: no contacts or notes; a living person's birth shows its year only. */
export const publicPersonSchema = personSchema.omit({ contact: true, notes: true, version: true });
export type PublicPerson = z.infer<typeof publicPersonSchema>;

export const treeIdField = idSchema.optional();

// GET /api/persons (limit, offset, search?, treeId?)
export const listPersonsQuery = pageQuery().extend({
  search: z.string().trim().max(200).optional(),
  treeId: treeIdField,
  generation: generationField.optional(),
  /** `true`: only the dead; `false`: only the living. */
  deceased: z
    .enum(['true', 'false'], { error: MESSAGES.invalidInput })
    .transform((value) => value === 'true')
    .optional(),
});
export const personListResponse = listResponse(personSchema);
export const personResponse = okResponse(personSchema);

// GET /api/person/search (search, limit, offset)
export const searchPersonsQuery = pageQuery().extend({
  search: z.string().trim().max(200).default(''),
  treeId: treeIdField,
});

// GET /api/person/generation/{gen} (limit 100, offset 0)
export const generationParams = z.object({ gen: generationField.pipe(z.number().int()) });
export const personsByGenerationQuery = pageQuery(PERSONS_BY_GENERATION_LIMIT, 1000).extend({
  treeId: treeIdField,
});

/**
 * Birth and death places, by id (the clan's list of places). Only the person routes take them: the
 * server checks the place is the clan's before storing it.
 */
export const personPlaceFields = {
  birthPlaceId: idSchema.nullable().optional(),
  deathPlaceId: idSchema.nullable().optional(),
};

// POST /api/person
export const createPersonBody = personFieldsSchema.extend({ treeId: treeIdField, ...personPlaceFields });

// PUT /api/person?id&treeId
export const updatePersonQuery = z.object({ id: idSchema, treeId: treeIdField });
// Only the fields sent change: `sex` loses its create default here, or every edit would reset it.
export const updatePersonBody = personFieldsSchema
  .extend({ sex: sexSchema.optional(), ...personPlaceFields })
  .partial()
  .extend({ version: versionField });
export type UpdatePersonBody = z.input<typeof updatePersonBody>;

// PUT /api/persons/update-multiple-positions {positions, treeId?}
export const positionSchema = z.object({
  id: idSchema,
  x: coordinate,
  y: coordinate,
  width: boxSize.optional(),
  height: boxSize.optional(),
});
export type Position = z.infer<typeof positionSchema>;
export const updatePositionsBody = z.object({
  positions: z.array(positionSchema).min(1).max(10_000),
  treeId: treeIdField,
});
export const updatePositionsResponse = okResponse(z.object({ updated: z.number().int() }));
