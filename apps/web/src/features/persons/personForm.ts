import {
  contactSchema,
  DEFAULT_BIOGRAPHY,
  generationField,
  type LifeDate,
  MESSAGES,
  ordinalField,
  otherNamesSchema,
  type Person,
  type PlaceRef,
  personFieldsSchema,
  placeRefSchema,
  type Sex,
  sexSchema,
  type UpdatePersonBody,
} from '@giapha/contract';
import { z } from 'zod';
import { lifeDateFieldSchema } from './lifeDate.ts';

const emailCheck = z.email();

/**
 * The person form: the contract's own field rules (`personFieldsSchema`: name, surname, generation and
 * thứ given as text and turned into integers, other names, contact…), with births and deaths read from
 * one text each (`parseLifeDate`: a day that cannot be is refused), and two checks the API leaves to
 * the page (an e-mail that looks like one, an image address that can be loaded).
 */
export const personFormSchema = z.object({
  name: personFieldsSchema.shape.name,
  nameHanNom: personFieldsSchema.shape.nameHanNom,
  surname: personFieldsSchema.shape.surname,
  sex: sexSchema,
  generation: generationField,
  ordinalNumber: ordinalField,
  otherNames: otherNamesSchema,
  birth: lifeDateFieldSchema,
  death: lifeDateFieldSchema,
  birthPlace: placeRefSchema.nullable(),
  deathPlace: placeRefSchema.nullable(),
  deceased: z.boolean(),
  gioInCalendar: z.boolean(),
  burialPlace: personFieldsSchema.shape.burialPlace,
  // The contract's own check: the clan's uploads or https (docs/ARCHITECTURE.md, "Image sources").
  avatar: personFieldsSchema.shape.avatar,
  biography: z.string().max(100_000),
  notes: personFieldsSchema.shape.notes,
  contact: contactSchema.superRefine((contact, ctx) => {
    if (contact.email && !emailCheck.safeParse(contact.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.emailInvalid });
    }
  }),
});

export type PersonFormInput = z.input<typeof personFormSchema>;
export type PersonFormOutput = z.output<typeof personFormSchema>;

/** What the form hands its `onSubmit`: every field of the person, ready for `PUT /api/person` (add `version`). */
export interface PersonFormValues {
  name: string;
  /** The name in Hán-Nôm characters. */
  nameHanNom: string | null;
  surname: string | null;
  sex: Sex;
  generation: number | null;
  ordinalNumber: number | null;
  otherNames: {
    tenHuy: string | null;
    tenTu: string | null;
    hieu: string | null;
    thuyHieu: string | null;
    phapDanh: string | null;
  };
  birth: LifeDate | null;
  death: LifeDate | null;
  /** Places of the clan's list, by id. */
  birthPlaceId: string | null;
  deathPlaceId: string | null;
  deceased: boolean;
  /** False: this person's giỗ stays off the clan's public calendar (the family's wish). */
  gioInCalendar: boolean;
  burialPlace: string | null;
  avatar: string | null;
  biography: string;
  notes: string | null;
  contact: { phone: string | null; email: string | null; address: string | null } | null;
}

/** The values as the update call takes them, with the version the form was loaded at. */
export function personUpdateBody(values: PersonFormValues, version?: number): UpdatePersonBody {
  return { ...values, version };
}

/** The fields of a person (or of a new one) as the form shows them. */
export function personFormDefaults(person?: Person): PersonFormInput {
  const biography = person?.biography ?? '';
  return {
    name: person?.name ?? '',
    nameHanNom: person?.nameHanNom ?? '',
    surname: person?.surname ?? '',
    sex: person?.sex ?? 'unknown',
    generation: person?.generation == null ? '' : String(person.generation),
    ordinalNumber: person?.ordinalNumber == null ? '' : String(person.ordinalNumber),
    otherNames: {
      tenHuy: person?.otherNames.tenHuy ?? '',
      tenTu: person?.otherNames.tenTu ?? '',
      hieu: person?.otherNames.hieu ?? '',
      thuyHieu: person?.otherNames.thuyHieu ?? '',
      phapDanh: person?.otherNames.phapDanh ?? '',
    },
    birth: person?.birth ?? null,
    death: person?.death ?? null,
    birthPlace: person?.birthPlace ?? null,
    deathPlace: person?.deathPlace ?? null,
    deceased: person?.deceased ?? false,
    gioInCalendar: person?.gioInCalendar ?? true,
    burialPlace: person?.burialPlace ?? '',
    avatar: person?.avatar ?? '',
    // The spec's "not written yet" text is the field's placeholder, not something to delete first.
    biography: biography === DEFAULT_BIOGRAPHY ? '' : biography,
    notes: person?.notes ?? '',
    contact: {
      phone: person?.contact?.phone ?? '',
      email: person?.contact?.email ?? '',
      address: person?.contact?.address ?? '',
    },
  };
}

const placeIdOf = (place: PlaceRef | null) => place?.id ?? null;

/** The parsed form as the person to save; empty texts are `null`, an unwritten biography the spec's default. */
export function personFormValues(output: PersonFormOutput): PersonFormValues {
  const contact = {
    phone: output.contact.phone ?? null,
    email: output.contact.email ?? null,
    address: output.contact.address ?? null,
  };
  return {
    name: output.name,
    nameHanNom: output.nameHanNom ?? null,
    surname: output.surname ?? null,
    sex: output.sex,
    generation: output.generation,
    ordinalNumber: output.ordinalNumber,
    otherNames: {
      tenHuy: output.otherNames.tenHuy ?? null,
      tenTu: output.otherNames.tenTu ?? null,
      hieu: output.otherNames.hieu ?? null,
      thuyHieu: output.otherNames.thuyHieu ?? null,
      phapDanh: output.otherNames.phapDanh ?? null,
    },
    birth: output.birth,
    death: output.death,
    birthPlaceId: placeIdOf(output.birthPlace),
    deathPlaceId: placeIdOf(output.deathPlace),
    deceased: output.deceased,
    gioInCalendar: output.gioInCalendar,
    burialPlace: output.burialPlace ?? null,
    avatar: output.avatar ?? null,
    biography: output.biography.trim() === '' ? DEFAULT_BIOGRAPHY : output.biography,
    notes: output.notes ?? null,
    contact: contact.phone || contact.email || contact.address ? contact : null,
  };
}

/** Fields the server may name in a 400's `errors` (dotted paths, as the API reports them). */
export const PERSON_FORM_FIELDS = [
  'name',
  'nameHanNom',
  'surname',
  'sex',
  'generation',
  'ordinalNumber',
  'otherNames.tenHuy',
  'otherNames.tenTu',
  'otherNames.hieu',
  'otherNames.thuyHieu',
  'otherNames.phapDanh',
  'birth',
  'death',
  'deceased',
  'gioInCalendar',
  'burialPlace',
  'avatar',
  'biography',
  'notes',
  'contact.phone',
  'contact.email',
  'contact.address',
] as const;
