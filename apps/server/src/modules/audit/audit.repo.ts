import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/index.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  detail?: Record<string, unknown>;
}

export function auditRepo(db: DbOrTx) {
  return {
    async record(clanId: string, entry: AuditEntry): Promise<void> {
      await db.insert(auditLogs).values({ ...entry, clanId });
    },

    async list(clanId: string, limit: number) {
      return db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.clanId, clanId))
        .orderBy(desc(auditLogs.createdAt))
        .limit(limit);
    },
  };
}
