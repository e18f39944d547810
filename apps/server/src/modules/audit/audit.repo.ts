import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs, users } from '../../db/schema/index.ts';
import { containsPattern, folded } from '../../db/search.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The target's name as it is now (a person's name, a post's title), kept as it was at the time. */
  targetName?: string | null;
  detail?: Record<string, unknown>;
}

export interface AuditListFilter {
  limit: number;
  offset: number;
  action?: string | undefined;
  search?: string | undefined;
}

/** The audit log of one clan. */
export function auditRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLogs).values(clan.row(entry));
    },

    async list(limit: number) {
      return db
        .select()
        .from(auditLogs)
        .where(clan.where(auditLogs))
        .orderBy(desc(auditLogs.createdAt))
        .limit(limit);
    },

    /**
     * A page of the clan's log, newest first, with the actor's name. `search` finds the actor's name or
     * username, the target's id or name, or any text of the detail, ignoring case and tone marks.
     */
    async page(filter: AuditListFilter) {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
      if (filter.search) {
        const pattern = sql`${folded(sql`${containsPattern(filter.search)}::text`)}`;
        conditions.push(
          sql`(${folded(users.name)} like ${pattern} or ${folded(users.username)} like ${pattern}
               or ${folded(sql`coalesce(${auditLogs.targetId}, '')`)} like ${pattern}
               or ${folded(sql`coalesce(${auditLogs.targetName}, '')`)} like ${pattern}
               or ${folded(sql`coalesce(${auditLogs.detail}::text, '')`)} like ${pattern})`,
        );
      }
      const where = clan.where(auditLogs, ...conditions);
      // The actor is a user of the same clan; a deleted one leaves no name.
      const actor = clan.where(users, eq(users.id, auditLogs.actorId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLogs.id,
            action: auditLogs.action,
            actorId: auditLogs.actorId,
            actorName: users.name,
            actorUsername: users.username,
            targetType: auditLogs.targetType,
            targetId: auditLogs.targetId,
            targetName: auditLogs.targetName,
            detail: auditLogs.detail,
            createdAt: auditLogs.createdAt,
          })
          .from(auditLogs)
          .leftJoin(users, actor)
          .where(where)
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(auditLogs).leftJoin(users, actor).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
