import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/media.ts';

/**
 * The clans that have any file uploaded before `before`: the one query over every clan's files, for
 * the clean-up command, which then works clan by clan through the clan-bound repositories.
 */
export async function clansWithFilesOlderThan(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ clanId: files.clanId })
    .from(files)
    .where(lt(files.createdAt, before));
  return rows.map((row) => row.clanId);
}
