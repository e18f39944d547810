import type {
  CreateSuggestionBody,
  LifeDate,
  PersonRecord,
  Sex,
  SuggestedPersonChanges,
} from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';
import { z } from 'zod';
import { type LifeDateFieldValue, lifeDateFieldSchema } from '../persons/index.ts';
import { SUGGEST_TEXTS as T } from './texts.ts';

// The forms of a proposal: their values, checks, and the body each sends (issue 24).

const text = z.string();
const note = z.string().trim().max(2000);
const sexValue = z.enum(['male', 'female', 'unknown']);
const wholeNumber = z.string().trim().regex(/^\d*$/, 'Vui lòng nhập một số');

export const editPersonFormSchema = z.object({
  name: z.string().trim().min(1, T.nameRequired).max(200),
  nameHanNom: text,
  sex: sexValue,
  generation: wholeNumber,
  ordinalNumber: wholeNumber,
  tenHuy: text,
  tenTu: text,
  hieu: text,
  birth: lifeDateFieldSchema,
  death: lifeDateFieldSchema,
  deceased: z.boolean(),
  burialPlace: text,
  biography: text,
  note,
});
export type EditPersonFormValues = z.input<typeof editPersonFormSchema>;
export type EditPersonFormOutput = z.output<typeof editPersonFormSchema>;

/** The form filled with what the person's page shows. */
export function editPersonValues(record: PersonRecord): EditPersonFormValues {
  return {
    name: record.name,
    nameHanNom: record.nameHanNom ?? '',
    sex: record.sex,
    generation: record.generation === null ? '' : String(record.generation),
    ordinalNumber: record.ordinalNumber === null ? '' : String(record.ordinalNumber),
    tenHuy: record.otherNames.tenHuy ?? '',
    tenTu: record.otherNames.tenTu ?? '',
    hieu: record.otherNames.hieu ?? '',
    birth: record.birth,
    death: record.death,
    deceased: record.deceased,
    burialPlace: record.burialPlace ?? '',
    biography: record.biography,
    note: '',
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const sameDate = (a: LifeDate | null | undefined, b: LifeDate | null | undefined) =>
  formatLifeDate(a ?? null) === formatLifeDate(b ?? null);

/** Only what the member changed; null when nothing was. */
export function editPersonChanges(
  record: PersonRecord,
  values: EditPersonFormOutput,
): SuggestedPersonChanges | null {
  const changes: Record<string, unknown> = {};
  const initial = editPersonValues(record);
  if (values.name.trim() !== record.name) changes.name = values.name.trim();
  if (values.nameHanNom.trim() !== initial.nameHanNom) changes.nameHanNom = blankToNull(values.nameHanNom);
  if (values.sex !== record.sex) changes.sex = values.sex;
  if (values.generation.trim() !== initial.generation) changes.generation = numberOrNull(values.generation);
  if (values.ordinalNumber.trim() !== initial.ordinalNumber) {
    changes.ordinalNumber = numberOrNull(values.ordinalNumber);
  }
  const otherNames: Record<string, string | null> = {};
  for (const key of ['tenHuy', 'tenTu', 'hieu'] as const) {
    if (values[key].trim() !== initial[key]) otherNames[key] = blankToNull(values[key]);
  }
  if (Object.keys(otherNames).length > 0) changes.otherNames = otherNames;
  if (!sameDate(values.birth, record.birth)) changes.birth = values.birth;
  if (!sameDate(values.death, record.death)) changes.death = values.death;
  if (values.deceased !== record.deceased) changes.deceased = values.deceased;
  if (values.burialPlace.trim() !== initial.burialPlace)
    changes.burialPlace = blankToNull(values.burialPlace);
  if (values.biography.trim() !== record.biography.trim()) changes.biography = values.biography.trim();
  return Object.keys(changes).length > 0 ? (changes as SuggestedPersonChanges) : null;
}

export const relativeFormSchema = z.object({
  name: z.string().trim().min(1, T.nameRequired).max(200),
  sex: z.enum(['male', 'female', 'unknown', '']),
  birth: lifeDateFieldSchema,
  death: lifeDateFieldSchema,
  deceased: z.boolean(),
  otherParentId: z.string(),
  note,
});
export type RelativeFormValues = z.input<typeof relativeFormSchema>;
export type RelativeFormOutput = z.output<typeof relativeFormSchema>;

export function relativeValues(record: PersonRecord, child: boolean): RelativeFormValues {
  const [onlySpouse, ...more] = record.spouses;
  return {
    name: '',
    sex: child ? '' : oppositeSex(record.sex),
    birth: null,
    death: null,
    deceased: false,
    otherParentId: child && onlySpouse && more.length === 0 ? onlySpouse.id : '',
    note: '',
  };
}

function oppositeSex(sex: Sex): Sex {
  if (sex === 'male') return 'female';
  if (sex === 'female') return 'male';
  return 'unknown';
}

export type DateValue = LifeDateFieldValue;

export const photoFormSchema = z.object({ url: z.string().min(1, T.photoRequired), note });
export type PhotoFormValues = z.input<typeof photoFormSchema>;

export const sourceFormSchema = z.object({
  title: z.string().trim().min(1, T.sourceRequired).max(500),
  author: text,
  date: text,
  repository: text,
  page: text,
  quote: text,
  note,
});
export type SourceFormValues = z.input<typeof sourceFormSchema>;

export const duplicateFormSchema = z.object({
  otherPersonId: z.string().min(1, T.otherPersonRequired),
  note: z.string().trim().min(1, T.duplicateNoteRequired).max(2000),
});
export type DuplicateFormValues = z.input<typeof duplicateFormSchema>;

/** The body of a new relative (spouse or child). */
export function relativeBody(
  kind: 'addSpouse' | 'addChild',
  personId: string,
  treeId: string | null,
  values: RelativeFormOutput,
): CreateSuggestionBody {
  const person = {
    name: values.name,
    birth: values.birth,
    death: values.death,
    deceased: values.deceased || values.death !== null,
  };
  const common = { personId, treeId, note: blankToNull(values.note) };
  if (kind === 'addSpouse') {
    return { ...common, kind, person: { ...person, sex: values.sex === '' ? 'unknown' : values.sex } };
  }
  const sex = values.sex === 'male' || values.sex === 'female' ? values.sex : 'male';
  return {
    ...common,
    kind,
    person: { ...person, sex },
    otherParentId: values.otherParentId === '' ? null : values.otherParentId,
  };
}

/** A child needs a sex (the tree editor's rule). */
export const childFormSchema = relativeFormSchema.refine((v) => v.sex === 'male' || v.sex === 'female', {
  path: ['sex'],
  message: T.sexRequired,
});
