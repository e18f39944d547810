import type { Person, PlaceRef } from '@giapha/contract';
import type { TreeBox } from '../../db/schema/index.ts';
import type { PersonRow } from './persons.repo.ts';

const NO_PLACES: ReadonlyMap<string, PlaceRef> = new Map();

/** `places`: the clan's places by id, for the birth and death places (null when not given). */
export function toPersonDto(
  row: PersonRow,
  box?: TreeBox,
  places: ReadonlyMap<string, PlaceRef> = NO_PLACES,
): Person {
  const place = (id: string | null): PlaceRef | null => {
    const found = id ? places.get(id) : undefined;
    return found
      ? {
          id: found.id,
          name: found.name,
          oldName: found.oldName,
          latitude: found.latitude,
          longitude: found.longitude,
        }
      : null;
  };
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    sex: row.sex,
    generation: row.generation,
    ordinalNumber: row.ordinalNumber,
    biography: row.biography,
    otherNames: { ...row.otherNames, phapDanh: row.otherNames.phapDanh ?? null },
    nameHanNom: row.nameHanNom,
    birth: row.birth,
    death: row.death,
    birthPlace: place(row.birthPlaceId),
    deathPlace: place(row.deathPlaceId),
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
