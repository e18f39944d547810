import type { Place } from '@giapha/contract';

/** A place as the server answers it: unused, no old name, coordinates or note unless given. */
export function samplePlace(fields: Partial<Place> & Pick<Place, 'id' | 'name'>): Place {
  return {
    oldName: null,
    latitude: null,
    longitude: null,
    note: null,
    usage: 0,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
