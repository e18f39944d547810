import { type LifeDate, lifeDateSchema } from '@giapha/contract';
import { deathAnniversaryOf } from '@giapha/genealogy';
import { z } from 'zod';

/** Typed text naming a day that cannot be: its problem (the field's error) and the last date read. */
export interface TypedDateProblem {
  problem: string;
  date: LifeDate | null;
}

/** A date field's value in a form: the date read from the text, or why the text cannot be one. */
export type LifeDateFieldValue = LifeDate | null | TypedDateProblem;

export function isTypedDateProblem(value: LifeDateFieldValue): value is TypedDateProblem {
  return value !== null && 'problem' in value && typeof value.problem === 'string';
}

/** The date a field holds (the last one read, while the text has a problem). */
export function lifeDateOfField(value: LifeDateFieldValue): LifeDate | null {
  return isTypedDateProblem(value) ? value.date : value;
}

/** Nothing typed in the field. */
export function isEmptyLifeDate(value: LifeDateFieldValue): boolean {
  return value === null;
}

/** The field's date gives a giỗ: an exact lunar day and month of death. */
export function hasDeathAnniversary(value: LifeDateFieldValue): boolean {
  return deathAnniversaryOf(lifeDateOfField(value)) !== null;
}

/**
 * A birth, death or event date in a form: the date the one text field read (`DateField`), refused with
 * the parser's Vietnamese problem while the text names a day that cannot be.
 */
export const lifeDateFieldSchema = z
  .custom<LifeDateFieldValue>()
  .transform((value, ctx): z.input<typeof lifeDateSchema> | null => {
    if (isTypedDateProblem(value)) {
      ctx.addIssue({ code: 'custom', message: value.problem });
      return z.NEVER;
    }
    return value ?? null;
  })
  .pipe(lifeDateSchema.nullable());
