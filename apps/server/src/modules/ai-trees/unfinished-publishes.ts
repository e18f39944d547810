import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { draftTrees } from '../../db/schema/index.ts';
import { undoUnfinishedPublish } from './ai-trees.publish.ts';

/**
 * At start-up: undoes every publish the embedded database was doing in steps when the process stopped (a
 * crash, a kill), so no clan is left with half a tree; the drafts stay drafts, to be published again.
 * Returns how many there were.
 */
export async function undoUnfinishedPublishes(db: Db): Promise<number> {
  const unfinished = await db
    .select({ clanId: draftTrees.clanId, id: draftTrees.id })
    .from(draftTrees)
    .where(isNotNull(draftTrees.publishUndo));
  for (const draft of unfinished) {
    await db.transaction((tx) => undoUnfinishedPublish(tx, draft.clanId, draft.id));
  }
  return unfinished.length;
}
