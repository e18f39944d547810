import { clans } from './clans.ts';
import { clanId, id } from './columns.ts';

/** The key of a clan row: its clan (gone with the clan) and its id; the primary key is (clan_id, id). */
export const clanRowKey = () => ({
  clanId: clanId().references(() => clans.id, { onDelete: 'cascade' }),
  id: id(),
});
