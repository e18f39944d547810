import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_PIXELS, type UploadedFile } from '@giapha/contract';
import type { Db } from '../../db/client.ts';
import type { ActorContext } from '../../lib/request-context.ts';
import { filesRepo } from './files.repo.ts';
import { processImage } from './image-pipeline.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { mainKey, publicUrl, variantKey } from './upload-keys.ts';
import { toUploadedFileDto } from './uploads.dto.ts';

const WEBP = 'image/webp';

/**
 * At most this many images are decoded at once in this process: a 50-megapixel image takes ~200 MB
 * while it is worked on, and sharp already uses every core for one image.
 */
const MAX_CONCURRENT_IMAGES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_IMAGES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Uploaded images (spec §7 `POST /api/upload`): checked, re-encoded, stored under server-made names. */
export class UploadsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly maxPixels: number = MAX_UPLOAD_PIXELS,
  ) {}

  /** Stores the image for the clan (the uploader's clan owns it) and records it. */
  async upload({ actor, clan }: ActorContext, bytes: Buffer): Promise<UploadedFile> {
    const image = await oneAtATime(() => processImage(bytes, this.maxPixels));
    const fileId = randomUUID();
    const key = mainKey(clan.id, fileId);
    const objects = [
      { key, bytes: image.main },
      ...image.variants.map((variant) => ({
        key: variantKey(clan.id, fileId, variant.suffix),
        bytes: variant.bytes,
      })),
    ];
    const stored: string[] = [];
    try {
      for (const object of objects) {
        await this.storage.put(object.key, object.bytes, WEBP);
        stored.push(object.key);
      }
      const row = await filesRepo(this.db, clan.id).insert({
        id: fileId,
        storageKey: key,
        url: publicUrl(key),
        mimeType: WEBP,
        size: image.main.length,
        totalSize: objects.reduce((sum, object) => sum + object.bytes.length, 0),
        width: image.width,
        height: image.height,
        sourceType: image.sourceType,
        uploadedBy: actor.id,
      });
      return toUploadedFileDto(row);
    } catch (error) {
      // Nothing half-saved: the copies already written go again.
      await Promise.allSettled(stored.map((storedKey) => this.storage.delete(storedKey)));
      throw error;
    }
  }
}
