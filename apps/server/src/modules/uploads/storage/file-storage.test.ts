import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createStorage } from './create-storage.ts';
import { DiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What every FileStorage must do, whichever store is underneath. */
function storageContract(
  name: string,
  open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
) {
  describe(`FileStorage contract: ${name}`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    const clan = randomUUID();

    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => {
      await close();
    });

    it('gives back what was put, with its length and type', async () => {
      const key = `${clan}/${randomUUID()}.webp`;
      const bytes = Buffer.from('RIFF....WEBPVP8 không phải ảnh thật');
      await storage.put(key, bytes, 'image/webp');
      const object = await storage.get(key);
      expect(object).not.toBeNull();
      expect(object?.size).toBe(bytes.length);
      expect(object?.contentType).toBe('image/webp');
      expect(await readAll(object!.body)).toEqual(bytes);
    });

    it('replaces an object put again under the same key', async () => {
      const key = `${clan}/${randomUUID()}-480.webp`;
      await storage.put(key, Buffer.from('cũ'), 'image/webp');
      await storage.put(key, Buffer.from('mới hơn'), 'image/webp');
      const object = await storage.get(key);
      expect((await readAll(object!.body)).toString()).toBe('mới hơn');
    });

    it('answers null for a key it does not have', async () => {
      expect(await storage.get(`${clan}/${randomUUID()}.webp`)).toBeNull();
    });

    it('deletes, and deleting what is not there is fine', async () => {
      const key = `${clan}/${randomUUID()}-thumb.webp`;
      await storage.put(key, Buffer.from('x'), 'image/webp');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('lists the keys under a prefix, and only those', async () => {
      const own = randomUUID();
      const elsewhere = randomUUID();
      const keys = [`${own}/${randomUUID()}.webp`, `${own}/${randomUUID()}-1024.webp`];
      for (const key of [...keys, `${elsewhere}/${randomUUID()}.webp`]) {
        await storage.put(key, Buffer.from(key), 'image/webp');
      }
      expect((await storage.list(`${own}/`)).sort()).toEqual([...keys].sort());
      expect(await storage.list(`${randomUUID()}/`)).toEqual([]);
    });

    it('refuses keys that could leave its place (traversal, absolute, odd names)', async () => {
      for (const key of [
        '../jwt-secret',
        `${clan}/../../x.webp`,
        '/etc/passwd',
        `${clan}//x.webp`,
        'A/B.webp',
        '',
      ]) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
          /Invalid storage key/,
        );
        await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      }
      await expect(storage.list('../')).rejects.toThrow(/Invalid storage/);
      await expect(storage.list('abc')).rejects.toThrow(/Invalid storage prefix/);
    });
  });
}

storageContract('disk', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'giapha-storage-'));
  return {
    storage: new DiskStorage(path.join(dir, 'uploads')),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

storageContract('S3 (s3rver stand-in)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'giapha-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'giapha-test' }],
  });
  const { port } = await server.run();
  const storage = new S3Storage({
    bucket: 'giapha-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  return {
    storage,
    close: async () => {
      await storage.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('DiskStorage', () => {
  it('leaves no temporary file behind and writes under its root only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'giapha-storage-'));
    try {
      const storage = new DiskStorage(path.join(dir, 'uploads'));
      const clan = randomUUID();
      await storage.put(`${clan}/a.webp`, Buffer.from('a'), 'image/webp');
      expect(await readdir(dir)).toEqual(['uploads']);
      expect(await readdir(path.join(dir, 'uploads', clan))).toEqual(['a.webp']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('createStorage', () => {
  it('uses DATA_DIR/uploads unless S3_BUCKET is set', () => {
    const base = { DATA_DIR: '/tmp/giapha-x', JWT_SECRET: 'x'.repeat(32) };
    const disk = createStorage(loadConfig(base));
    expect(disk).toBeInstanceOf(DiskStorage);
    expect(disk instanceof DiskStorage && disk.root).toBe(path.resolve('/tmp/giapha-x/uploads'));
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'anh-dong-ho',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'khoa',
      S3_SECRET_ACCESS_KEY: 'bi-mat',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'anh-dong-ho',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-1',
      credentials: { accessKeyId: 'khoa', secretAccessKey: 'bi-mat' },
      forcePathStyle: true,
    });
    expect(createStorage(config)).toBeInstanceOf(S3Storage);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      /S3_ACCESS_KEY_ID và S3_SECRET_ACCESS_KEY/,
    );
  });
});
