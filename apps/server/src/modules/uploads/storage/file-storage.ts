import type { Readable } from 'node:stream';

/** An object read back from storage: its bytes as a stream, and its length when the store knows it. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
  contentType: string;
}

/**
 * Where uploaded images live: local disk by default, an S3-compatible bucket when configured. Keys are
 * made by the server (`{clanId}/{fileId}.webp`, …), never taken from a request; the implementations
 * still refuse anything that is not such a key.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores `bytes` under `key`, replacing what was there; readers never see a half-written object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (e.g. `{clanId}/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** Lets go of connections; the app calls it when it closes. */
  close(): Promise<void>;
}

// Lower-case letters, digits, `-`, `_` and `.` in `/`-separated segments; no empty, `.` or `..` segment.
const KEY = /^[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Throws unless `key` is a plain relative key: no traversal, no absolute path, no odd characters. */
export function assertStorageKey(key: string): void {
  if (key.length > 300 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** A prefix for `list`: empty, or a key ending in `/`. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === '') return;
  if (!prefix.endsWith('/')) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  assertStorageKey(prefix.slice(0, -1));
}
