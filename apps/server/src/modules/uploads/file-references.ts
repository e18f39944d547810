import type { DbOrTx } from '../../db/client.ts';
import { fileReferencesRepo, type UnreferencedFile, UUID_PATTERN } from './file-references.repo.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { allKeysOf } from './upload-keys.ts';

export type { UnreferencedFile } from './file-references.repo.ts';

const UPLOAD_URL = new RegExp(`/uploads/${UUID_PATTERN}/(${UUID_PATTERN})(?:-[a-z0-9]+)?\\.webp`, 'g');

/** The ids of uploaded files whose URLs appear in these texts (a cover URL, a post's HTML…). */
export function fileIdsIn(...texts: readonly (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(UPLOAD_URL)) if (match[1]) ids.add(match[1]);
  }
  return [...ids];
}

async function deleteStored(storage: FileStorage, storageKeys: readonly string[]): Promise<void> {
  // The rows are gone already: a copy that fails to go stays as a stray object, never as a broken image.
  await Promise.allSettled(storageKeys.flatMap(allKeysOf).map((key) => storage.delete(key)));
}

/**
 * Of the given files of the clan, deletes (row, then stored copies) those nothing of the clan shows
 * any more; returns how many went. Called after a write that stopped using them has committed.
 */
export async function releaseUnreferencedFiles(
  db: DbOrTx,
  storage: FileStorage,
  clanId: string,
  fileIds: readonly string[],
): Promise<number> {
  const ids = [...new Set(fileIds)].filter((id) => new RegExp(`^${UUID_PATTERN}$`).test(id));
  if (ids.length === 0) return 0;
  const deleted = await fileReferencesRepo(db, clanId).deleteUnreferenced(ids);
  await deleteStored(
    storage,
    deleted.map((row) => row.storageKey),
  );
  return deleted.length;
}

/** The clan's files uploaded before `before` that nothing of the clan shows (uploaded, never saved). */
export async function findUnreferencedFiles(
  db: DbOrTx,
  clanId: string,
  before: Date,
): Promise<UnreferencedFile[]> {
  return fileReferencesRepo(db, clanId).findUnreferenced(before);
}
