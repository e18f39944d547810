import type { personFieldsSchema, Sex } from '@giapha/contract';
import type { z } from 'zod';
import type { NewPerson, PersonRow } from '../persons/persons.repo.ts';

// The rows of new persons and families made by a structural write (a spouse, a child, a split branch).

type PersonFields = z.output<typeof personFieldsSchema>;
interface Box {
  readonly width: number;
  readonly height: number;
}

export function oppositeSex(sex: Sex): Sex {
  if (sex === 'male') return 'female';
  if (sex === 'female') return 'male';
  return 'unknown';
}

/** The head couple of a new family of two: the man is the father; with no man known, `first` is. */
export function coupleHeads(first: PersonRow, second: PersonRow | null) {
  if (!second) {
    return first.sex === 'female'
      ? { fatherId: null, motherId: first.id }
      : { fatherId: first.id, motherId: null };
  }
  const secondIsFather = first.sex === 'female' || (first.sex === 'unknown' && second.sex === 'male');
  return secondIsFather
    ? { fatherId: second.id, motherId: first.id }
    : { fatherId: first.id, motherId: second.id };
}

/** The row of a person created from a form: `defaults` fill in what the form left out. */
export function newPersonValues(
  fields: PersonFields,
  defaults: { generation: number | null; sex?: Sex; box: Box },
): NewPerson {
  const values: NewPerson = {
    name: fields.name,
    surname: fields.surname ?? null,
    sex: fields.sex === 'unknown' && defaults.sex ? defaults.sex : fields.sex,
    generation: fields.generation ?? defaults.generation,
    ordinalNumber: fields.ordinalNumber ?? null,
    birth: fields.birth ?? null,
    death: fields.death ?? null,
    deceased: fields.deceased ?? false,
    burialPlace: fields.burialPlace ?? null,
    avatar: fields.avatar ?? null,
    notes: fields.notes ?? null,
    x: fields.x ?? 0,
    y: fields.y ?? 0,
    width: fields.width ?? defaults.box.width,
    height: fields.height ?? defaults.box.height,
  };
  if (fields.biography !== undefined) values.biography = fields.biography;
  if (fields.otherNames) {
    values.otherNames = {
      tenHuy: fields.otherNames.tenHuy ?? null,
      tenTu: fields.otherNames.tenTu ?? null,
      hieu: fields.otherNames.hieu ?? null,
      thuyHieu: fields.otherNames.thuyHieu ?? null,
      phapDanh: fields.otherNames.phapDanh ?? null,
    };
  }
  if (fields.nameHanNom !== undefined) values.nameHanNom = fields.nameHanNom;
  if (fields.contact !== undefined) {
    values.contact = fields.contact
      ? {
          phone: fields.contact.phone ?? null,
          email: fields.contact.email ?? null,
          address: fields.contact.address ?? null,
        }
      : null;
  }
  return values;
}
