import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { auditRepo } from '../src/modules/audit/audit.repo.ts';

/** An audit entry as the audit repository lists it. */
type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepo>['list']>>[number];

/** The clan's latest audit entry (of the last 50) that `match` picks carries `expected`. */
export async function expectAuditEntry(
  database: Database,
  clanId: string,
  match: (entry: AuditRow) => boolean,
  expected: Record<string, unknown>,
) {
  const entries = await auditRepo(database.db, clanId).list(50);
  expect(entries.find(match)).toMatchObject(expected);
}
