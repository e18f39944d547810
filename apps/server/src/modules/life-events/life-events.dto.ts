import type { LifeEvent } from '@giapha/contract';
import type { EventPlace, LifeEventRow } from './life-events.repo.ts';

export function toLifeEventDto(row: LifeEventRow, places: ReadonlyMap<string, EventPlace>): LifeEvent {
  const place = row.placeId ? places.get(row.placeId) : undefined;
  return {
    id: row.id,
    personId: row.personId,
    familyId: row.familyId,
    type: row.type,
    label: row.label,
    value: row.value,
    date: row.date,
    place: place
      ? {
          id: place.id,
          name: place.name,
          oldName: place.oldName,
          latitude: place.latitude,
          longitude: place.longitude,
        }
      : null,
    note: row.note,
    position: row.position,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
