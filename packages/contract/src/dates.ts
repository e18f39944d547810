import { z } from 'zod';
import { MESSAGES } from './messages.ts';

// One date shape everywhere (persons, families, life events, drafts, exports): dates as
// genealogists write them. Every field beyond `solar` and `lunar` is optional, so dates stored
// before qualifiers existed read unchanged.

/** How a date is known. Absent or null: exact (to its precision). */
export const dateQualifiers = [
  'about',
  'estimated',
  'calculated',
  'before',
  'after',
  'between',
  'from',
  'to',
  'fromTo',
] as const;
export const dateQualifierSchema = z.enum(dateQualifiers, { error: MESSAGES.dateInvalid });
export type DateQualifier = z.infer<typeof dateQualifierSchema>;
/** Qualifiers whose date has a second end (`end`): giữa … và …, từ … đến …. */
export const RANGE_QUALIFIERS: readonly DateQualifier[] = ['between', 'fromTo'];

/** The 60 year names of the sexagenary cycle are checked by the genealogy package; this is the shape. */
export const CAN_CHI_MAX = 20;
export const DATE_PHRASE_MAX = 500;

/**
 * A solar date known in part (a year, a month and year, or all three). `dualYear`: the source wrote
 * the year Old Style/New Style (`1712/13`); `year` holds the new-style year (1713), so sorting works.
 */
export const partialSolarDateSchema = z
  .object({
    year: z.number().int().min(1).max(9999),
    month: z.number().int().min(1).max(12).nullable().optional(),
    day: z.number().int().min(1).max(31).nullable().optional(),
    dualYear: z.boolean().optional(),
  })
  .refine((d) => d.day == null || d.month != null, { message: MESSAGES.dateInvalid, path: ['month'] });
export type PartialSolarDate = z.infer<typeof partialSolarDateSchema>;

/**
 * A lunar date known in part. A giỗ needs `day` and `month`; `canChi` holds the year's name
 * ("Giáp Tý") when the source gives only that and not the number.
 */
export const lunarDateSchema = z
  .object({
    day: z.number().int().min(1).max(30).nullable().optional(),
    month: z.number().int().min(1).max(12).nullable().optional(),
    year: z.number().int().min(1).max(9999).nullable().optional(),
    leap: z.boolean().default(false),
    canChi: z.string().trim().min(1).max(CAN_CHI_MAX).nullable().optional(),
  })
  .refine((d) => d.day == null || d.month != null, { message: MESSAGES.dateInvalid, path: ['month'] })
  .refine((d) => d.day != null || d.month != null || d.year != null || d.canChi != null, {
    message: MESSAGES.dateInvalid,
  });
export type LunarDateValue = z.infer<typeof lunarDateSchema>;

/** One end of a date: solar and/or lunar (both when the source or the converter gives both). */
export const datePointSchema = z.object({
  solar: partialSolarDateSchema.nullable().optional(),
  lunar: lunarDateSchema.nullable().optional(),
});
export type DatePoint = z.infer<typeof datePointSchema>;

/** GEDCOM calendars other than Gregorian, kept as written so an export gives them back. */
export const gedcomCalendars = ['julian', 'hebrew', 'french', 'roman', 'unknown'] as const;

/**
 * A qualified date: the first point (`solar`/`lunar`), a qualifier, the second point of a range
 * (`end`, for between/fromTo), and the words (`phrase`) kept verbatim — alone when nothing else could
 * be read ("cuối đời Tự Đức"), or beside the date as the source's own wording.
 */
export const lifeDateSchema = datePointSchema.extend({
  qualifier: dateQualifierSchema.nullable().optional(),
  end: datePointSchema.nullable().optional(),
  phrase: z.string().trim().max(DATE_PHRASE_MAX).nullable().optional(),
  calendar: z.enum(gedcomCalendars).nullable().optional(),
});
export type LifeDate = z.infer<typeof lifeDateSchema>;
