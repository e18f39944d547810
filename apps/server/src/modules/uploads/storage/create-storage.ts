import path from 'node:path';
import type { AppConfig } from '../../../config.ts';
import { DiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads`. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'uploads'));
}
