import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type FileRow, files } from '../../db/schema/media.ts';

export type { FileRow } from '../../db/schema/media.ts';
export type NewFile = Omit<typeof files.$inferInsert, 'clanId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only well-formed ids reach the uuid column (an id typed by hand would be a database error). */
export function validFileIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
}

/** Uploaded files of a clan: one row per image (its smaller copies are not rows). */
export function filesRepo(db: DbOrTx) {
  return {
    async insert(clanId: string, values: NewFile): Promise<FileRow> {
      const [row] = await db
        .insert(files)
        .values({ ...values, clanId })
        .returning();
      if (!row) throw new Error('insert into files returned no row');
      return row;
    },

    async findById(clanId: string, id: string): Promise<FileRow | undefined> {
      const [valid] = validFileIds([id]);
      if (!valid) return undefined;
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.clanId, clanId), eq(files.id, valid)));
      return row;
    },

    /** The clan's files among `ids` (unknown ids, other clans' files and malformed ids are left out). */
    async findByIds(clanId: string, ids: readonly string[]): Promise<FileRow[]> {
      const valid = validFileIds(ids);
      if (valid.length === 0) return [];
      return db
        .select()
        .from(files)
        .where(and(eq(files.clanId, clanId), inArray(files.id, valid)));
    },

    /** Files uploaded before `before`, oldest first. */
    async listOlderThan(clanId: string, before: Date): Promise<FileRow[]> {
      return db
        .select()
        .from(files)
        .where(and(eq(files.clanId, clanId), lt(files.createdAt, before)))
        .orderBy(asc(files.createdAt));
    },

    /** Clans that have any file uploaded before `before`. */
    async clansWithFilesOlderThan(before: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ clanId: files.clanId })
        .from(files)
        .where(lt(files.createdAt, before));
      return rows.map((row) => row.clanId);
    },

    async deleteByIds(clanId: string, ids: readonly string[]): Promise<FileRow[]> {
      const valid = validFileIds(ids);
      if (valid.length === 0) return [];
      return db
        .delete(files)
        .where(and(eq(files.clanId, clanId), inArray(files.id, valid)))
        .returning();
    },
  };
}
