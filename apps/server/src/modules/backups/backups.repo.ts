import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { trees } from '../../db/schema/index.ts';
import { ident, identList, queryRows, type TableInfo } from './tables.ts';

export function backupsRepo(db: DbOrTx) {
  return {
    /**
     * One clan's rows of `table` as a JSON array, one row a line, in primary-key order: the clan row itself
     * for `clans`, else the rows whose `clan_id` is the clan.
     */
    async clanRowsJson(
      clanId: string,
      table: TableInfo,
      columns: readonly string[],
    ): Promise<{ rows: number; json: string }> {
      const key = table.name === 'clans' ? 'id' : 'clan_id';
      const order = sql.raw(table.primaryKey.map((column) => `s."${column}"`).join(', ') || 's.*');
      const [row] = await queryRows(
        db,
        sql`select count(*)::int as n,
              coalesce('[' || string_agg(row_to_json(s)::text, E',\n' order by ${order}) || ']', '[]') as json
            from (select ${identList(columns)} from ${ident(table.name)} where ${ident(key)} = ${clanId}::uuid) s`,
      );
      return { rows: Number(row?.n ?? 0), json: z.string().parse(row?.json ?? '[]') };
    },

    async treeList(clanId: string) {
      return db
        .select({ id: trees.id, name: trees.name })
        .from(trees)
        .where(eq(trees.clanId, clanId))
        .orderBy(asc(trees.createdAt), asc(trees.id));
    },
  };
}
