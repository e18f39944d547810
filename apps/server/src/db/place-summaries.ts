import { inArray } from 'drizzle-orm';
import type { ClanBound } from './clan-bound.ts';
import { type PlaceRow, places } from './schema/index.ts';

// Graves, life events and persons all show their places the same way; the query lives apart from
// their repositories (a repository never imports another's).

/** What a record shows of its place. */
export type PlaceSummary = Pick<
  PlaceRow,
  'id' | 'name' | 'oldName' | 'latitude' | 'longitude' | 'gedcomName'
>;

/** The clan's places among `ids` (nulls skipped), by id. */
export async function placesByIds(
  clan: ClanBound,
  ids: readonly (string | null)[],
): Promise<Map<string, PlaceSummary>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await clan.db
    .select({
      id: places.id,
      name: places.name,
      oldName: places.oldName,
      latitude: places.latitude,
      longitude: places.longitude,
      gedcomName: places.gedcomName,
    })
    .from(places)
    .where(clan.where(places, inArray(places.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}
