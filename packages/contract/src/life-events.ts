import { z } from 'zod';
import { idSchema, okResponse, versionField } from './common.ts';
import { lifeDateSchema } from './dates.ts';
import { optionalDisplayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { placeRefSchema } from './places.ts';
import { familyEventTypes, lifeEventTypes, personEventTypes } from './records.ts';

// Life events of a person (burial, khoa bảng, chức tước, occupation…) and of a family (marriage,
// divorce), each with a qualified date, a place and a note (issue 21).

export const LIFE_EVENT_LABEL_MAX = 200;
export const LIFE_EVENT_VALUE_MAX = 500;
export const LIFE_EVENT_NOTE_MAX = 10_000;

/** Blank becomes null, missing stays missing (a PUT changes only what it sends). */
const optionalNote = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.textTooLong.replace('{max}', String(max)))
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s ? s.normalize('NFC') : null));

export const lifeEventSchema = z.object({
  id: z.string(),
  personId: z.string().nullable(),
  familyId: z.string().nullable(),
  type: z.enum(lifeEventTypes),
  label: z.string().nullable(),
  value: z.string().nullable(),
  date: lifeDateSchema.nullable(),
  place: placeRefSchema.nullable(),
  note: z.string().nullable(),
  position: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LifeEvent = z.infer<typeof lifeEventSchema>;

const lifeEventTypeField = z.enum(lifeEventTypes, { error: MESSAGES.lifeEventTypeInvalid });
const personTypes: readonly string[] = personEventTypes;
const familyTypes: readonly string[] = familyEventTypes;

/** Whether a person (`person`) or a family (`family`) may hold an event of this type. */
export function lifeEventTypeFits(owner: 'person' | 'family', type: string): boolean {
  return (owner === 'person' ? personTypes : familyTypes).includes(type);
}

const lifeEventFields = {
  /** The kind in the clan's words (a custom event) or a refinement ("Tiến sĩ"). */
  label: optionalDisplayText(LIFE_EVENT_LABEL_MAX),
  value: optionalNote(LIFE_EVENT_VALUE_MAX),
  date: lifeDateSchema.nullable().optional(),
  placeId: idSchema.nullable().optional(),
  note: optionalNote(LIFE_EVENT_NOTE_MAX),
};

// POST /api/person/:id/event
export const createPersonEventBody = z.object({
  type: lifeEventTypeField.refine((type) => lifeEventTypeFits('person', type), {
    message: MESSAGES.lifeEventTypeNotForPerson,
  }),
  ...lifeEventFields,
});
export type CreatePersonEventBody = z.input<typeof createPersonEventBody>;

// POST /api/family/:id/event
export const createFamilyEventBody = z.object({
  type: lifeEventTypeField.refine((type) => lifeEventTypeFits('family', type), {
    message: MESSAGES.lifeEventTypeNotForFamily,
  }),
  ...lifeEventFields,
});
export type CreateFamilyEventBody = z.input<typeof createFamilyEventBody>;

// PUT /api/life-event/:id: the fields sent change; the type must still fit the owner (checked by the server).
export const updateLifeEventBody = z.object({
  type: lifeEventTypeField.optional(),
  ...lifeEventFields,
  version: versionField,
});
export type UpdateLifeEventBody = z.input<typeof updateLifeEventBody>;

// PUT /api/person/:id/events/reorder: the person's undated events, in their new order.
export const reorderLifeEventsBody = z.object({
  ids: z.array(idSchema).min(1).max(1000),
});

export const lifeEventResponse = okResponse(lifeEventSchema);
export const lifeEventListResponse = okResponse(z.array(lifeEventSchema));

/** A family the person is a spouse in, with the other spouses' names and the family's events. */
export const personFamilyEventsSchema = z.object({
  familyId: z.string(),
  spouses: z.array(z.object({ id: z.string(), name: z.string() })),
  events: z.array(lifeEventSchema),
});
export type PersonFamilyEvents = z.infer<typeof personFamilyEventsSchema>;
export const personFamilyEventsResponse = okResponse(z.array(personFamilyEventsSchema));
