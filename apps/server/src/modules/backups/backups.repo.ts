import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { trees } from '../../db/schema/index.ts';
import { ident, identList, queryRows, type TableInfo } from './tables.ts';

/** What a clan's export reads: its rows of every table, its trees. */
export function backupsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    /**
     * One clan's rows of `table` as a JSON array, one row a line, in primary-key order: the clan row itself
     * for `clans`, else the rows whose `clan_id` is the clan.
     */
    async clanRowsJson(
      table: TableInfo,
      columns: readonly string[],
    ): Promise<{ rows: number; json: string }> {
      const key = table.name === 'clans' ? 'id' : 'clan_id';
      const order = sql.raw(table.primaryKey.map((column) => `s."${column}"`).join(', ') || 's.*');
      const [row] = await queryRows(
        db,
        sql`select count(*)::int as n,
              coalesce('[' || string_agg(row_to_json(s)::text, E',\n' order by ${order}) || ']', '[]') as json
            from (select ${identList(columns)} from ${ident(table.name)} where ${ident(key)} = ${clan.clanId}::uuid) s`,
      );
      return { rows: Number(row?.n ?? 0), json: z.string().parse(row?.json ?? '[]') };
    },

    async treeList() {
      return db
        .select({ id: trees.id, name: trees.name })
        .from(trees)
        .where(clan.where(trees))
        .orderBy(asc(trees.createdAt), asc(trees.id));
    },
  };
}
