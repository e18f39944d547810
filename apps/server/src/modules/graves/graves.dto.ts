import {
  GRAVE_UNKNOWN_AREA,
  type Grave,
  type PublicGrave,
  type PublicGraveArea,
  type PublicPersonGrave,
} from '@giapha/contract';
import { formatLifeDate, placeArea } from '@giapha/genealogy';
import type { GravePlace, GraveRow, PublicGraveRow } from './graves.repo.ts';

export function toGraveDto(row: GraveRow, place: GravePlace | undefined): Grave {
  return {
    id: row.id,
    personId: row.personId,
    cemetery: row.cemetery,
    place: place ?? null,
    plot: row.plot,
    latitude: row.latitude,
    longitude: row.longitude,
    note: row.note,
    photos: row.photos,
    position: row.position,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A grave on a person's public page: the record without its edit fields. */
export function toPublicPersonGraveDto(row: GraveRow, place: GravePlace | undefined): PublicPersonGrave {
  const {
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...grave
  } = toGraveDto(row, place);
  return grave;
}

function toPublicGrave(
  { grave, person, treeId }: PublicGraveRow,
  place: GravePlace | undefined,
): PublicGrave {
  return {
    id: grave.id,
    person: {
      id: person.id,
      name: person.name,
      generation: person.generation,
      birth: formatLifeDate(person.birth) || null,
      death: formatLifeDate(person.death) || null,
      treeId,
    },
    cemetery: grave.cemetery,
    place: place ?? null,
    plot: grave.plot,
    latitude: grave.latitude,
    longitude: grave.longitude,
    photo: grave.photos[0] ?? null,
  };
}

const collator = new Intl.Collator('vi');

/**
 * The public graves by area (the province part of the place's name), areas by name with graves of no
 * place last; in an area by generation (the eldest first), then name.
 */
export function toPublicGraveAreas(
  rows: readonly PublicGraveRow[],
  places: ReadonlyMap<string, GravePlace>,
): PublicGraveArea[] {
  const areas = new Map<string, PublicGrave[]>();
  for (const row of rows) {
    const place = row.grave.placeId ? places.get(row.grave.placeId) : undefined;
    const area = (place && placeArea(place.name)) || GRAVE_UNKNOWN_AREA;
    const list = areas.get(area) ?? [];
    list.push(toPublicGrave(row, place));
    areas.set(area, list);
  }
  const byGeneration = (a: PublicGrave, b: PublicGrave) =>
    (a.person.generation ?? Number.MAX_SAFE_INTEGER) - (b.person.generation ?? Number.MAX_SAFE_INTEGER) ||
    collator.compare(a.person.name, b.person.name);
  return [...areas]
    .sort(([a], [b]) =>
      a === GRAVE_UNKNOWN_AREA ? 1 : b === GRAVE_UNKNOWN_AREA ? -1 : collator.compare(a, b),
    )
    .map(([area, graves]) => ({ area, graves: graves.sort(byGeneration) }));
}
