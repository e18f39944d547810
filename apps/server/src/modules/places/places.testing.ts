// A place for the tests of the records that name one (persons, life events, graves, the person's page).
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import type { PlaceRow } from './places.repo.ts';

/** A place of the clan written straight into the table (the places routes have their own tests). */
export async function insertPlace(
  db: DbOrTx,
  clanId: string,
  name: string,
  coordinates?: { latitude: number; longitude: number },
): Promise<PlaceRow> {
  const [row] = await db
    .insert(places)
    .values(clanBound(db, clanId).row({ name, searchText: name.toLowerCase(), ...coordinates }))
    .returning();
  if (!row) throw new Error('no place');
  return row;
}
