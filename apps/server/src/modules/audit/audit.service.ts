import type { AuditLog, listAuditLogsQuery } from '@giapha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ClanContext } from '../../lib/request-context.ts';
import { auditRepo } from './audit.repo.ts';

export class AuditService {
  constructor(private readonly db: Db) {}

  /** The clan's audit log, newest first (admins). */
  async list(
    { clan }: ClanContext,
    query: z.output<typeof listAuditLogsQuery>,
  ): Promise<{ data: AuditLog[]; total: number }> {
    const { rows, total } = await auditRepo(this.db, clan.id).page(query);
    return {
      data: rows.map((row) => ({
        id: row.id,
        action: row.action,
        actorId: row.actorId,
        actorName: row.actorName,
        actorUsername: row.actorUsername,
        targetType: row.targetType,
        targetId: row.targetId,
        targetName: row.targetName,
        detail: row.detail ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    };
  }
}
