import type { Person } from '@giapha/contract';
import type { TreeBox } from '../../db/schema/index.ts';
import type { PersonRow } from './persons.repo.ts';

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
    gioInCalendar: row.gioInCalendar,
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
