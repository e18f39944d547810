import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanRowKey } from './clan-columns.ts';
import { createdAt } from './columns.ts';

/** Who did what to which row, and when. Kept even when the actor or the target is deleted. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    ...clanRowKey(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The target's name when the entry was written (a person's name, a post's title); null on older rows. */
    targetName: text('target_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [clanPrimaryKey(t), index('audit_logs_clan_created_idx').on(t.clanId, t.createdAt)],
);
