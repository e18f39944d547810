import type { Place, PlaceRef } from '@giapha/contract';
import type { PlaceWithUsage } from './places.repo.ts';

export function toPlaceDto(row: PlaceWithUsage): Place {
  return {
    ...toPlaceRefDto(row),
    note: row.note,
    usage: row.usage,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a person, life event or grave answers of its place. */
export function toPlaceRefDto(
  row: Pick<PlaceWithUsage, 'id' | 'name' | 'oldName' | 'latitude' | 'longitude'>,
): PlaceRef {
  return {
    id: row.id,
    name: row.name,
    oldName: row.oldName,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
