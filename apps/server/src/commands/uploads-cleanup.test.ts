import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, fromPglite, openPostgres, pgliteExtensions } from '../db/client.ts';
import { blogs, files } from '../db/schema/index.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { filesRepo } from '../modules/uploads/files.repo.ts';
import { DiskStorage } from '../modules/uploads/storage/disk-storage.ts';
import { allKeysOf, mainKey, publicUrl } from '../modules/uploads/upload-keys.ts';
import { runUploadsCleanup } from './uploads-cleanup.ts';

// The server project runs on an embedded database in DATA_DIR; the PostgreSQL project through DATABASE_URL.
const databaseUrl = inject('databaseUrl');
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'giapha-cleanup-'));
  dirs.push(dir);
  return dir;
}

/** The database the command will open: DATA_DIR/db (from the run's migrated template) or the run's PostgreSQL. */
async function openFor(dataDir: string): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, 2);
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  });
  return fromPglite(client);
}

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const code = await runUploadsCleanup(argv, env, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

/** A clan with three uploads: old and unused, old but shown in a post, new and unused. */
async function seed(dataDir: string) {
  const database = await openFor(dataDir);
  const storage = new DiskStorage(path.join(dataDir, 'uploads'));
  try {
    const domain = `ho-don-${randomBytes(3).toString('hex')}`;
    const clan = await clansRepo(database.db).insert({ domain, clanName: `Họ Đỗ ${domain}` });
    const make = async (ageHours: number) => {
      const id = randomUUID();
      const key = mainKey(clan.id, id);
      for (const each of allKeysOf(key)) await storage.put(each, Buffer.alloc(1000, 1), 'image/webp');
      await filesRepo(database.db, clan.id).insert({
        id,
        storageKey: key,
        url: publicUrl(key),
        mimeType: 'image/webp',
        size: 1000,
        totalSize: 4000,
        width: 10,
        height: 10,
        sourceType: 'image/jpeg',
        uploadedBy: null,
      });
      await database.db
        .update(files)
        .set({ createdAt: sql`now() - make_interval(hours => ${ageHours})` })
        .where(sql`${files.id} = ${id}::uuid`);
      return { id, key, url: publicUrl(key) };
    };
    const oldUnused = await make(48);
    const oldShown = await make(48);
    const fresh = await make(1);
    await database.db
      .insert(blogs)
      .values({ clanId: clan.id, slug: 'bai', title: 'Bài', content: `<img src="${oldShown.url}">` });
    return { domain, clan, oldUnused, oldShown, fresh, storage };
  } finally {
    await database.close();
  }
}

describe('npm run uploads:cleanup', () => {
  it('lists unused uploads older than 24 h on a dry run, and deletes them with --apply', async () => {
    const dataDir = await tempDir();
    const { domain, clan, oldUnused, oldShown, fresh, storage } = await seed(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };

    const dry = await run(['--clan', domain], env);
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toContain(`Họ Đỗ ${domain} (${domain}): 1 ảnh không dùng, 3,9 KB`);
    expect(dry.output).toContain(oldUnused.url);
    expect(dry.output).not.toContain(oldShown.url);
    expect(dry.output).not.toContain(fresh.url);
    expect(dry.output).toContain('Chưa xóa gì: chạy lại với --apply để xóa.');
    expect(await storage.list(`${clan.id}/`)).toHaveLength(12);

    const applied = await run(['--apply', `--clan=${domain}`], env);
    expect(applied.code, applied.output).toBe(0);
    expect(applied.output).toContain('đã xóa 1');
    expect(applied.output).toContain('Đã xóa 1/1 ảnh (3,9 KB).');
    const left = await storage.list(`${clan.id}/`);
    expect(left).toHaveLength(8);
    expect(left.some((key) => key.includes(oldUnused.id))).toBe(false);

    const again = await run(['--clan', domain], env);
    expect(again.output).toContain('Không có ảnh nào cần dọn.');
  });

  it('says so for an unknown clan or a wrong option', async () => {
    const dataDir = await tempDir();
    await seed(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const unknown = await run(['--clan', 'khong-co-ho-nay'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Không có dòng họ nào có tên miền "khong-co-ho-nay".');
    const wrong = await run(['--xoa'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('--apply');
  });

  it.skipIf(Boolean(databaseUrl))(
    'refuses politely while the server holds the embedded database',
    async () => {
      const dataDir = await tempDir();
      await mkdir(path.join(dataDir, 'db'), { recursive: true });
      // A live process (the test runner's parent) holds the data directory.
      await writeFile(path.join(dataDir, 'db.lock'), String(process.ppid));
      const result = await run(['--apply'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.output).toContain(
        `Máy chủ đang chạy trên thư mục dữ liệu ${dataDir} (pid ${process.ppid})`,
      );
      expect(result.output).toContain('Hãy dừng máy chủ rồi chạy lại lệnh này.');
    },
  );

  it.skipIf(Boolean(databaseUrl))('has nothing to do before the first start', async () => {
    const dataDir = await tempDir();
    const result = await run([], { DATA_DIR: dataDir });
    expect(result).toEqual({
      code: 0,
      output: `Chưa có cơ sở dữ liệu ở ${path.join(dataDir, 'db')}: không có gì để dọn.`,
    });
  });
});
