import type { DbOrTx } from '../../db/client.ts';
import type { ActorContext } from '../../lib/request-context.ts';
import { auditRepo } from './audit.repo.ts';

/** What an entry says about the record: its type is the action's first part (`blog.delete` → `blog`) unless given. */
export interface AuditTarget {
  id?: string | null;
  /** The record's name as it is now (a person's name, a post's title). */
  name?: string | null;
  type?: string;
  detail?: Record<string, unknown>;
}

/**
 * Writes that the context's actor did `action` (`<type>.<verb>`) to `target`, in `db`: the transaction
 * of the change, so the entry and the change are kept or lost together.
 */
export async function recordAction(
  db: DbOrTx,
  { actor, clan }: ActorContext,
  action: string,
  { id, name, type, detail }: AuditTarget = {},
): Promise<void> {
  await auditRepo(db, clan.id).record({
    actorId: actor.id,
    action,
    targetType: type ?? action.slice(0, action.indexOf('.')),
    targetId: id,
    targetName: name,
    detail,
  });
}
