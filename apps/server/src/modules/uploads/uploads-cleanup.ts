import type { DbOrTx } from '../../db/client.ts';
import { clansRepo } from '../clans/clans.repo.ts';
import { findUnreferencedFiles, releaseUnreferencedFiles, type UnreferencedFile } from './file-references.ts';
import { clansWithFilesOlderThan } from './instance-files.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** How long an upload may wait to be used (a form being filled in) before the clean-up may take it. */
export const CLEANUP_GRACE_HOURS = 24;

export interface CleanupClanReport {
  clanId: string;
  domain: string;
  clanName: string;
  /** The clan's unused files, oldest first. */
  files: UnreferencedFile[];
  /** Bytes of those files, all copies. */
  bytes: number;
  /** How many were deleted (0 on a dry run; fewer than found if one got used meanwhile). */
  deleted: number;
}

/**
 * Finds, clan by clan, the uploads nothing shows that were uploaded before `before` (uploaded, then
 * the form was never saved, or the content moved on). With `apply` they are deleted, each checked
 * again as it goes.
 */
export async function cleanupUploads(options: {
  db: DbOrTx;
  storage: FileStorage;
  before: Date;
  apply: boolean;
  /** Only these clans (all when absent). */
  clanIds?: readonly string[];
}): Promise<CleanupClanReport[]> {
  const { db, storage, before, apply, clanIds } = options;
  const reports: CleanupClanReport[] = [];
  const candidates = await clansWithFilesOlderThan(db, before);
  for (const clanId of clanIds ? candidates.filter((id) => clanIds.includes(id)) : candidates) {
    const unused = await findUnreferencedFiles(db, clanId, before);
    if (unused.length === 0) continue;
    const clan = await clansRepo(db).findById(clanId);
    const deleted = apply
      ? await releaseUnreferencedFiles(
          db,
          storage,
          clanId,
          unused.map((file) => file.id),
        )
      : 0;
    reports.push({
      clanId,
      domain: clan?.domain ?? '?',
      clanName: clan?.clanName ?? '?',
      files: unused,
      bytes: unused.reduce((sum, file) => sum + file.totalSize, 0),
      deleted,
    });
  }
  return reports;
}
