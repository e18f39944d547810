import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorCode } from '../../../lib/errors.ts';
import {
  assertStorageKey,
  assertStoragePrefix,
  type FileStorage,
  type StoredObject,
} from './file-storage.ts';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** Files under one folder (`DATA_DIR/uploads`), one file per key. */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk';

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed into place: a reader gets the old file or the whole new one.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      // Opened first, so the stream reads the file that was measured even if it is replaced meanwhile.
      const handle = await open(file, 'r');
      let size: number;
      try {
        size = (await handle.stat()).size;
      } catch (error) {
        await handle.close();
        throw error;
      }
      return {
        // The stream owns the handle and closes it when done (or destroyed).
        body: handle.createReadStream(),
        size,
        contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      };
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EISDIR') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    assertStoragePrefix(prefix);
    const start = prefix ? path.join(this.root, ...prefix.slice(0, -1).split('/')) : this.root;
    const keys: string[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${keyPrefix}${entry.name}/`);
        else if (entry.isFile() && !entry.name.endsWith('.tmp')) keys.push(`${keyPrefix}${entry.name}`);
      }
    };
    await walk(start, prefix);
    return keys;
  }

  async close(): Promise<void> {}
}
