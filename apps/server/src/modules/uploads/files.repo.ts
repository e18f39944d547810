import { asc, inArray, lt } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { type FileRow, files } from '../../db/schema/media.ts';

export type { FileRow } from '../../db/schema/media.ts';
export type NewFile = Omit<typeof files.$inferInsert, 'clanId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only well-formed ids reach the uuid column (an id typed by hand would be a database error). */
export function validFileIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
}

/** Uploaded files of one clan: one row per image (its smaller copies are not rows). */
export function filesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async insert(values: NewFile): Promise<FileRow> {
      return insertedRow('files', await db.insert(files).values(clan.row(values)).returning());
    },

    async findById(id: string): Promise<FileRow | undefined> {
      const [valid] = validFileIds([id]);
      if (!valid) return undefined;
      const [row] = await db.select().from(files).where(clan.byId(files, valid));
      return row;
    },

    /** The clan's files among `ids` (unknown ids, other clans' files and malformed ids are left out). */
    async findByIds(ids: readonly string[]): Promise<FileRow[]> {
      const valid = validFileIds(ids);
      if (valid.length === 0) return [];
      return db
        .select()
        .from(files)
        .where(clan.where(files, inArray(files.id, valid)));
    },

    /** Files uploaded before `before`, oldest first. */
    async listOlderThan(before: Date): Promise<FileRow[]> {
      return db
        .select()
        .from(files)
        .where(clan.where(files, lt(files.createdAt, before)))
        .orderBy(asc(files.createdAt));
    },

    async deleteByIds(ids: readonly string[]): Promise<FileRow[]> {
      const valid = validFileIds(ids);
      if (valid.length === 0) return [];
      return db
        .delete(files)
        .where(clan.where(files, inArray(files.id, valid)))
        .returning();
    },
  };
}
