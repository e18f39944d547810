import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanRowKey } from './clan-columns.ts';
import { changeTracking } from './columns.ts';

/**
 * A place as the clan writes it, smallest part first and comma-separated like GEDCOM's PLAC
 * ("Hành Thiện, Xuân Trường, Nam Định, Việt Nam"), with the name it had before provinces were merged
 * or renamed beside it, and optional coordinates.
 */
export const places = pgTable(
  'places',
  {
    ...clanRowKey(),
    name: text('name').notNull(),
    /** The old name ("Hà Nam Ninh", "phủ Xuân Trường"), shown beside today's. */
    oldName: text('old_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    note: text('note'),
    /**
     * The place as an imported file wrote it, when that differs from the name (a GEDCOM PLAC keeps its
     * empty jurisdictions: "Boston, , Suffolk County, MA, USA"); written back on export until the name
     * is changed.
     */
    gedcomName: text('gedcom_name'),
    /** Folded name and old name, for the trigram search index (autocomplete). */
    searchText: text('search_text').notNull(),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('places_clan_name_key').on(t.clanId, t.name),
    index('places_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type PlaceRow = typeof places.$inferSelect;
