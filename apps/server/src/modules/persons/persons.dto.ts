import type { LifeDate, Person, PublicPerson } from '@giapha/contract';
import type { PersonRow } from './persons.repo.ts';

/** A person's box on one tree (tree_positions), when the tree has its own. */
export interface TreeBox {
  x: number;
  y: number;
  width: number | null;
  height: number | null;
}

export function toPersonDto(row: PersonRow, box?: TreeBox): Person {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    sex: row.sex,
    generation: row.generation,
    ordinalNumber: row.ordinalNumber,
    biography: row.biography,
    otherNames: row.otherNames,
    birth: row.birth,
    death: row.death,
    deceased: row.deceased,
    burialPlace: row.burialPlace,
    avatar: row.avatar,
    contact: row.contact,
    notes: row.notes,
    x: box?.x ?? row.x,
    y: box?.y ?? row.y,
    width: box?.width ?? row.width,
    height: box?.height ?? row.height,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A living person's exact birth date is private: the public sees the year only. */
function publicBirth(birth: LifeDate | null, deceased: boolean): LifeDate | null {
  if (deceased || !birth) return birth;
  const year = birth.solar?.year ?? birth.lunar?.year ?? null;
  return year === null ? null : { solar: { year }, lunar: null };
}

/** What anyone may read on a public tree: no contacts, notes or version. */
export function toPublicPersonDto(person: Person): PublicPerson {
  const { contact: _contact, notes: _notes, version: _version, ...visible } = person;
  return { ...visible, birth: publicBirth(person.birth, person.deceased) };
}
