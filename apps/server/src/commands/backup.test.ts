import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, fromPglite, openPglite, openPostgres, pgliteExtensions } from '../db/client.ts';
import { seedDemo } from '../db/seed.ts';
import { databaseSums, readStored, type TableSum } from '../modules/backups/instance-backup.ts';
import { migrationLevel, queryRows, shippedMigrations } from '../modules/backups/tables.ts';
import { readTar, TarWriter } from '../modules/backups/tar.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { DiskStorage } from '../modules/uploads/storage/disk-storage.ts';
import { S3Storage } from '../modules/uploads/storage/s3-storage.ts';
import { runBackup } from './backup.ts';
import { runRestore } from './restore.ts';

// The server project runs on an embedded database in DATA_DIR; the PostgreSQL project through DATABASE_URL.
const databaseUrl = inject('databaseUrl');
const adminUrl =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'giapha-backup-test-'));
  dirs.push(dir);
  return dir;
}

async function run(command: typeof runBackup, argv: string[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const code = await command(argv, env, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

/** An embedded database on disk in DATA_DIR/db, migrated (from the run's template). */
async function embeddedAt(dataDir: string): Promise<Database> {
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  });
  return fromPglite(client);
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh, empty database on the PostgreSQL server, dropped after the test. */
async function freshPostgres(): Promise<string> {
  const name = `giapha_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** SHA-256 of every stored file, by key. */
async function filesOf(uploadsDir: string): Promise<Map<string, string>> {
  const storage = new DiskStorage(uploadsDir);
  const out = new Map<string, string>();
  for (const key of await storage.list('')) {
    out.set(
      key,
      createHash('sha256')
        .update(await readFile(path.join(uploadsDir, key)))
        .digest('hex'),
    );
  }
  return out;
}

async function sumsOf(database: Database): Promise<TableSum[]> {
  try {
    return await databaseSums(database.db);
  } finally {
    await database.close();
  }
}

/** The database's own md5 of a table, independent of the backup code (rows as JSON, sorted). */
async function md5Of(database: Database, table: string): Promise<{ n: number; md5: string }> {
  const [row] = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    return queryRows(
      tx,
      sql`select count(*)::int as n, md5(coalesce(string_agg(j, E'\n' order by j), '')) as md5
          from (select row_to_json(t)::text as j from ${sql.raw(table)} t) s`,
    );
  });
  return { n: Number(row?.n), md5: String(row?.md5) };
}

async function backupFileIn(dir: string): Promise<string> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.tar.gz'));
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^giapha-backup-\d{8}-\d{6}\.tar\.gz$/);
  return path.join(dir, names[0] ?? '');
}

/** The demo clan (300-person tree, posts, albums with real images, campaigns…) in an embedded DATA_DIR. */
async function seededEmbedded(): Promise<string> {
  const dataDir = await tempDir();
  const database = await embeddedAt(dataDir);
  try {
    await seedDemo(database.db, 'mat-khau-demo-2026', new DiskStorage(path.join(dataDir, 'uploads')));
  } finally {
    await database.close();
  }
  return dataDir;
}

describe.skipIf(Boolean(databaseUrl))('npm run backup / npm run restore on the embedded database', () => {
  // One seeded DATA_DIR and its backup for the whole block: seeding the demo clan takes a while.
  let source = '';
  let outDir = '';
  let file = '';
  let backupOutput = '';
  const kept: string[] = [];
  beforeAll(async () => {
    source = await seededEmbedded();
    outDir = await tempDir();
    kept.push(...dirs.splice(0));
    const backup = await run(runBackup, ['--out', outDir], { DATA_DIR: source });
    backupOutput = backup.output;
    expect(backup.code, backup.output).toBe(0);
    file = await backupFileIn(outDir);
  }, 240_000);
  afterAll(async () => {
    await Promise.all(kept.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('restores every row and every file, into a fresh embedded database and into a fresh PostgreSQL', async (ctx) => {
    expect(backupOutput).toMatch(/Đã sao lưu \d+ bảng \(\d+ dòng\) và \d+ tệp ảnh/);

    const want = await sumsOf(await openPglite(path.join(source, 'db')));
    const wantFiles = await filesOf(path.join(source, 'uploads'));
    const persons = want.find((table) => table.name === 'persons');
    expect(persons?.rows).toBeGreaterThanOrEqual(300);
    expect(want.find((table) => table.name === 'menu_items')?.rows).toBeGreaterThan(0);
    expect(wantFiles.size).toBeGreaterThan(0);
    const sourceDb = await openPglite(path.join(source, 'db'));
    const wantPersons = await md5Of(sourceDb, 'persons');
    const wantMenus = await md5Of(sourceDb, 'menu_items');
    await sourceDb.close();

    // Embedded → embedded: an empty DATA_DIR (no database yet).
    const embedded = await tempDir();
    const restored = await run(runRestore, [file], { DATA_DIR: embedded });
    expect(restored.output).toContain('khớp bản sao lưu');
    expect(restored.code).toBe(0);
    expect(await sumsOf(await openPglite(path.join(embedded, 'db')))).toEqual(want);
    expect(await filesOf(path.join(embedded, 'uploads'))).toEqual(wantFiles);
    const embeddedDb = await openPglite(path.join(embedded, 'db'));
    expect(await migrationLevel(embeddedDb.db)).toBe(shippedMigrations().length);
    await embeddedDb.close();

    // Embedded → PostgreSQL: the way a clan moves off one machine.
    if (!(await postgresAnswers())) ctx.skip(`no PostgreSQL server answers at ${adminUrl}`);
    const url = await freshPostgres();
    const uploads = await tempDir();
    const env = { DATA_DIR: uploads, DATABASE_URL: url };
    const intoPg = await run(runRestore, [file], env);
    expect(intoPg.output).toContain('vào PostgreSQL');
    expect(intoPg.code).toBe(0);
    expect(await sumsOf(openPostgres(url, 1))).toEqual(want);
    expect(await filesOf(path.join(uploads, 'uploads'))).toEqual(wantFiles);
    const pgDb = openPostgres(url, 1);
    expect(await md5Of(pgDb, 'persons')).toEqual(wantPersons);
    expect(await md5Of(pgDb, 'menu_items')).toEqual(wantMenus);
    await pgDb.close();

    // A database in use is refused unless --force, which replaces what it holds.
    const again = await run(runRestore, [file], env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('Cơ sở dữ liệu đích không trống');
    expect(again.output).toContain('--force');
    const forced = await run(runRestore, [file, '--force'], env);
    expect(forced.code, forced.output).toBe(0);
    expect(await sumsOf(openPostgres(url, 1))).toEqual(want);
  }, 240_000);

  it('writes an archive the system tar reads, with the rows, the migration level and the files', async () => {
    const out = file;
    const listed = execFileSync('tar', ['-tzf', out], { encoding: 'utf8' }).split('\n');
    expect(listed[0]).toBe('meta.json');
    expect(listed).toContain('db/persons.00001.jsonl');
    expect(listed).toContain('db/tables.json');
    expect(
      listed.filter((name) => name.startsWith('uploads/') && name.endsWith('.webp')).length,
    ).toBeGreaterThan(0);
    const meta = JSON.parse(execFileSync('tar', ['-xzOf', out, 'meta.json'], { encoding: 'utf8' }));
    expect(meta).toMatchObject({
      format: 'giapha-backup',
      source: 'pglite',
      migrations: { level: shippedMigrations().length, last: shippedMigrations().at(-1)?.tag },
    });
    // Clans come before the tables that point at them.
    const order = meta.tables.map((table: { name: string }) => table.name);
    expect(order.indexOf('clans')).toBeLessThan(order.indexOf('persons'));
    expect(order.indexOf('persons')).toBeLessThan(order.indexOf('family_children'));
  });

  it('rolls back a restore whose rows do not match the backup, and refuses files that are not backups', async () => {
    const work = await tempDir();
    // Change one person's name in the archive, keeping the checksums it carries.
    const tampered = path.join(work, 'tampered.tar.gz');
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(tampered));
    const writer = new TarWriter(gzip);
    for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
      const body =
        entry.name === 'db/persons.00001.jsonl'
          ? Buffer.from(entry.body.toString('utf8').replace(/"name":"[^"]*"/, '"name":"Kẻ Mạo Danh"'))
          : entry.body;
      await writer.add(entry.name, body);
    }
    await writer.finish();
    await written;

    const target = await tempDir();
    const refused = await run(runRestore, [tampered], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Bảng persons khôi phục không khớp bản sao lưu');
    const after = await sumsOf(await openPglite(path.join(target, 'db')));
    expect(after.every((table) => table.rows === 0)).toBe(true);

    const notBackup = path.join(work, 'khac.tar.gz');
    const other = createGzip();
    const otherWritten = pipeline(other, createWriteStream(notBackup));
    const otherWriter = new TarWriter(other);
    await otherWriter.add('ghi-chu.txt', Buffer.from('không phải bản sao lưu'));
    await otherWriter.finish();
    await otherWritten;
    const wrong = await run(runRestore, [notBackup], { DATA_DIR: target });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('Đây không phải tệp sao lưu của Gia phả (thiếu meta.json).');
  }, 240_000);

  it('restores the images into the S3 bucket when S3_* is set, and backs them up from there', async () => {
    const bucketDir = await tempDir();
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: bucketDir,
      silent: true,
      configureBuckets: [{ name: 'anh-dong-ho' }],
    });
    const { port } = await server.run();
    const s3 = {
      S3_BUCKET: 'anh-dong-ho',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    };
    const bucket = new S3Storage({
      bucket: 'anh-dong-ho',
      endpoint: s3.S3_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    cleanups.push(async () => {
      await bucket.close();
      await server.close();
    });
    const wantFiles = await filesOf(path.join(source, 'uploads'));

    const target = await tempDir();
    const restored = await run(runRestore, [file], { DATA_DIR: target, ...s3 });
    expect(restored.code, restored.output).toBe(0);
    const inBucket = new Map<string, string>();
    for (const key of await bucket.list('')) {
      const body = await readStored(bucket, key);
      inBucket.set(
        key,
        createHash('sha256')
          .update(body ?? Buffer.alloc(0))
          .digest('hex'),
      );
    }
    expect(inBucket).toEqual(wantFiles);
    expect(await readdir(target)).not.toContain('uploads');

    const again = await tempDir();
    const backup = await run(runBackup, ['--out', again], { DATA_DIR: target, ...s3 });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('bucket anh-dong-ho');
    const listed = execFileSync('tar', ['-tzf', await backupFileIn(again)], { encoding: 'utf8' }).split('\n');
    expect(listed.filter((name) => name.startsWith('uploads/')).sort()).toEqual(
      [...wantFiles.keys()].map((key) => `uploads/${key}`).sort(),
    );
  }, 240_000);

  it('refuses to open the embedded database while a server holds it', async () => {
    const held = await tempDir();
    await mkdir(path.join(held, 'db'), { recursive: true });
    const server = spawn('sleep', ['30']);
    cleanups.push(async () => {
      server.kill();
    });
    await writeFile(path.join(held, 'db.lock'), String(server.pid));
    const emptyOut = await tempDir();
    const backup = await run(runBackup, ['--out', emptyOut], { DATA_DIR: held });
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(`Máy chủ đang chạy trên thư mục dữ liệu ${held} (pid ${server.pid})`);
    expect(await readdir(emptyOut)).toEqual([]);
    const restore = await run(runRestore, [file], { DATA_DIR: held });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('Máy chủ đang chạy');
    const missing = await run(runRestore, [path.join(emptyOut, 'none.tar.gz')], { DATA_DIR: held });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Không có tệp');
  });
});

describe.skipIf(!databaseUrl)('npm run backup on PostgreSQL', () => {
  it('restores into a fresh embedded database with the rows of the backup and its files', async () => {
    const dataDir = await tempDir();
    const storage = new DiskStorage(path.join(dataDir, 'uploads'));
    const clanId = '00000000-0000-4000-8000-000000000001';
    await storage.put(
      `${clanId}/11111111-1111-4111-8111-111111111111.webp`,
      Buffer.alloc(700, 7),
      'image/webp',
    );
    // A clan of this test's own: the run's database may hold nothing else yet.
    const source = openPostgres(databaseUrl, 1);
    try {
      const domain = `ho-sao-luu-${randomBytes(3).toString('hex')}`;
      await clansRepo(source.db).insert({ domain, clanName: `Họ Sao Lưu ${domain}` });
    } finally {
      await source.close();
    }
    const outDir = await tempDir();
    const backup = await run(runBackup, ['--out', outDir], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    expect(backup.code, backup.output).toBe(0);
    const file = await backupFileIn(outDir);
    // Other test files write to the run's database meanwhile: the backup's own snapshot is the reference.
    let want: TableSum[] = [];
    for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
      if (entry.name === 'db/tables.json') want = JSON.parse(entry.body.toString('utf8')).tables;
    }
    expect(want.find((table) => table.name === 'clans')?.rows).toBeGreaterThan(0);

    const target = await tempDir();
    const restored = await run(runRestore, [file], { DATA_DIR: target });
    expect(restored.code, restored.output).toBe(0);
    expect(await sumsOf(await openPglite(path.join(target, 'db')))).toEqual(want);
    expect(await filesOf(path.join(target, 'uploads'))).toEqual(await filesOf(path.join(dataDir, 'uploads')));
  }, 240_000);
});
