import { z } from 'zod';
import { okResponse } from './common.ts';
import { lifeDateSchema } from './dates.ts';
import { publicPersonGraveSchema } from './graves.ts';
import { sexSchema } from './persons.ts';
import { placeRefSchema } from './places.ts';
import { citationFacts, lifeEventTypes, sourceKinds } from './records.ts';

// A person's public page (issue 21): the record visitors may read of someone shown on a public tree.
// A living person shows only what the public tree shows of the living (names, birth year, photo,
// biography): no places, events, graves, evidence, contact or notes.

/** A relative as a link: the dead with their dates, the living by their name only (as on the public tree). */
export const recordRelativeSchema = z.object({
  id: z.string(),
  name: z.string(),
  sex: sexSchema,
  generation: z.number().int().nullable(),
  deceased: z.boolean(),
  /** Null for the living. */
  birth: lifeDateSchema.nullable(),
  death: lifeDateSchema.nullable(),
});
export type RecordRelative = z.infer<typeof recordRelativeSchema>;

/** A spouse, with the marriage when the couple's record is public (both partners dead). */
export const recordSpouseSchema = recordRelativeSchema.extend({
  marriage: z.object({ date: lifeDateSchema.nullable(), place: placeRefSchema.nullable() }).nullable(),
});
export type RecordSpouse = z.infer<typeof recordSpouseSchema>;

/** One line of the timeline: birth, a life event, death; dates in time, the undated in the clan's order. */
export const timelineEntrySchema = z.object({
  kind: z.enum(['birth', 'event', 'death']),
  /** The life event's id (null for birth and death): the evidence names it. */
  eventId: z.string().nullable(),
  /** The life event's type (null for birth and death). */
  type: z.enum(lifeEventTypes).nullable(),
  label: z.string().nullable(),
  value: z.string().nullable(),
  date: lifeDateSchema.nullable(),
  place: placeRefSchema.nullable(),
  note: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A citation as visitors read it: the source, the page and the quote (no editor's note). */
export const recordEvidenceSchema = z.object({
  id: z.string(),
  fact: z.enum(citationFacts),
  /** The life event it backs (`fact` = `event`), to name it. */
  eventId: z.string().nullable(),
  source: z.object({ title: z.string(), kind: z.enum(sourceKinds) }),
  /** The page's label or the page given in words ("tr. 12"). */
  page: z.string().nullable(),
  quote: z.string().nullable(),
});
export type RecordEvidence = z.infer<typeof recordEvidenceSchema>;

export const personRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  nameHanNom: z.string().nullable(),
  sex: sexSchema,
  generation: z.number().int().nullable(),
  ordinalNumber: z.number().int().nullable(),
  otherNames: z.object({
    tenHuy: z.string().nullable(),
    tenTu: z.string().nullable(),
    hieu: z.string().nullable(),
    thuyHieu: z.string().nullable(),
    phapDanh: z.string().nullable(),
  }),
  avatar: z.string().nullable(),
  biography: z.string(),
  deceased: z.boolean(),
  /** A living person's birth is its year only. */
  birth: lifeDateSchema.nullable(),
  death: lifeDateSchema.nullable(),
  birthPlace: placeRefSchema.nullable(),
  deathPlace: placeRefSchema.nullable(),
  burialPlace: z.string().nullable(),
  /** Public trees showing the person: the original tree first, then branches (split trees). */
  trees: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  /** The line up to the oldest known ancestor: the father (else the mother) first. */
  lineage: z.array(recordRelativeSchema),
  parents: z.array(recordRelativeSchema),
  spouses: z.array(recordSpouseSchema),
  /** In the order of the families, each family's children in their order. */
  children: z.array(recordRelativeSchema),
  timeline: z.array(timelineEntrySchema),
  graves: z.array(publicPersonGraveSchema),
  evidence: z.array(recordEvidenceSchema),
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

// GET /api/public/person/{id}: 404 personNotFound unless the person is on one of the clan's public trees.
export const personRecordResponse = okResponse(personRecordSchema);
