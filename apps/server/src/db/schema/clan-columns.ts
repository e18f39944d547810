import { type AnyPgColumn, foreignKey, primaryKey } from 'drizzle-orm/pg-core';
import { clans } from './clans.ts';
import { clanId, id } from './columns.ts';

/** The key of a clan row: its clan (gone with the clan) and its id; the primary key is (clan_id, id). */
export const clanRowKey = () => ({
  clanId: clanId().references(() => clans.id, { onDelete: 'cascade' }),
  id: id(),
});

/** A clan table's key columns, as its extra config callback sees them. */
interface ClanKeyColumns {
  clanId: AnyPgColumn;
  id: AnyPgColumn;
}

/** The primary key of a clan row: (clan_id, id). */
export const clanPrimaryKey = (t: ClanKeyColumns) => primaryKey({ columns: [t.clanId, t.id] });

/**
 * A reference from one clan row to another: `(clan_id, column)` → `(clan_id, id)` of `target`, so a row can
 * never point into another clan.
 */
export const clanReference = (clanId: AnyPgColumn, column: AnyPgColumn, target: ClanKeyColumns) =>
  foreignKey({ columns: [clanId, column], foreignColumns: [target.clanId, target.id] });
