// Whole-instance backup and restore: every table's rows as JSON lines (portable between the embedded database
// and PostgreSQL), the migration level, and every uploaded file, in one .tar.gz.
//
//   meta.json                 format, time, source database, migration level, tables and their columns
//   db/<table>.<part>.jsonl   rows (parents before children), at most ROWS_PER_PART per part
//   db/tables.json            rows and SHA-256 per table, checked after a restore before it is committed
//   uploads/<key>             the stored files, under their storage keys
//   uploads.json              how many files and bytes
import { createHash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../uploads/storage/file-storage.ts';
import {
  describeTables,
  ident,
  identList,
  migrateUpTo,
  migrationLevel,
  queryRows,
  rowCounts,
  shippedMigrations,
  type TableInfo,
} from './tables.ts';
import { readTar, type TarEntry, TarWriter } from './tar.ts';

const ROWS_PER_PART = 5000;

/** What only matters to the running servers (rate limits, data versions): neither backed up nor a sign of use. */
const TRANSIENT_TABLES = new Set(['rate_limits', 'clan_data_versions', 'clan_data_changes']);

const metaSchema = z.object({
  format: z.literal('giapha-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  migrations: z.object({ level: z.number().int().min(0), last: z.string().nullable() }),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()) })),
});
export type BackupMeta = z.infer<typeof metaSchema>;

const tableSumsSchema = z.object({
  tables: z.array(z.object({ name: z.string(), rows: z.number().int(), sha256: z.string() })),
});
const uploadsSchema = z.object({ files: z.number().int(), bytes: z.number().int() });

export interface TableSum {
  name: string;
  rows: number;
  sha256: string;
}

export interface BackupSummary {
  tables: TableSum[];
  files: number;
  bytes: number;
}

/** The rows of one table as JSON text, in primary-key order, a part at a time. */
async function* tableLines(
  db: DbOrTx,
  table: TableInfo,
  columns: readonly string[],
): AsyncGenerator<string[]> {
  const order = table.primaryKey.length > 0 ? table.primaryKey : columns;
  const orderBy = sql.raw(order.map((column) => `s."${column.replaceAll('"', '""')}"`).join(', '));
  for (let offset = 0; ; offset += ROWS_PER_PART) {
    const rows = await queryRows(
      db,
      sql`select row_to_json(s)::text as j
          from (select ${identList(columns)} from ${ident(table.name)} order by ${identList(order)}
                limit ${ROWS_PER_PART} offset ${offset}) s
          order by ${orderBy}`,
    );
    const lines = rows.map((row) => z.string().parse(row.j));
    if (lines.length > 0) yield lines;
    if (lines.length < ROWS_PER_PART) return;
  }
}

/** Rows and SHA-256 of a table's JSON lines in primary-key order: equal on both sides of a faithful copy. */
export async function tableSum(db: DbOrTx, table: TableInfo, columns: readonly string[]): Promise<TableSum> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const lines of tableLines(db, table, columns)) {
    for (const line of lines) hash.update(`${line}\n`);
    rows += lines.length;
  }
  return { name: table.name, rows, sha256: hash.digest('hex') };
}

/** Timestamps as UTC text and a snapshot that does not move while it is read. */
async function inSnapshot<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every backed-up table's checksum (tests compare two databases with it). */
export async function databaseSums(db: DbOrTx): Promise<TableSum[]> {
  return inSnapshot(db, async (tx) => {
    const sums: TableSum[] = [];
    for (const table of await describeTables(tx)) {
      if (!TRANSIENT_TABLES.has(table.name)) sums.push(await tableSum(tx, table, table.columns));
    }
    return sums;
  });
}

/** Lines of a table that points at itself (a menu item's parent), parents first. */
function parentsFirst(table: TableInfo, lines: string[]): string[] {
  const selfKeys = table.foreignKeys.filter((fk) => fk.references === table.name);
  if (selfKeys.length === 0) return lines;
  const rows = lines.map((line) => ({
    line,
    row: z.record(z.string(), z.unknown()).parse(JSON.parse(line)),
  }));
  const keyOf = (row: Record<string, unknown>, columns: readonly string[]) =>
    columns.some((column) => row[column] == null)
      ? null
      : JSON.stringify(columns.map((column) => row[column]));
  const present = new Set<string>();
  for (const fk of selfKeys)
    for (const { row } of rows) present.add(`${fk.referencedColumns}|${keyOf(row, fk.referencedColumns)}`);
  const placed = new Set<string>();
  const out: string[] = [];
  let pending = rows;
  while (pending.length > 0) {
    const next: typeof rows = [];
    for (const item of pending) {
      const ready = selfKeys.every((fk) => {
        const key = keyOf(item.row, fk.columns);
        const id = `${fk.referencedColumns}|${key}`;
        return key === null || placed.has(id) || !present.has(id);
      });
      if (!ready) {
        next.push(item);
        continue;
      }
      out.push(item.line);
      for (const fk of selfKeys)
        placed.add(`${fk.referencedColumns}|${keyOf(item.row, fk.referencedColumns)}`);
    }
    if (next.length === pending.length) throw new Error(`Vòng tham chiếu trong bảng ${table.name}`);
    pending = next;
  }
  return out;
}

function partName(table: string, part: number): string {
  return `db/${table}.${String(part).padStart(5, '0')}.jsonl`;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/** Writes the whole instance into `out` as .tar.gz. The rows come from one consistent snapshot. */
export async function writeInstanceBackup(options: {
  database: Database;
  storage: FileStorage;
  out: Writable;
  now?: Date;
}): Promise<BackupSummary> {
  const { database, storage, out } = options;
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  const tar = new TarWriter(gzip);
  try {
    const tables = await inSnapshot(database.db, async (tx) => {
      const described = (await describeTables(tx)).filter((table) => !TRANSIENT_TABLES.has(table.name));
      const level = await migrationLevel(tx);
      const meta: BackupMeta = {
        format: 'giapha-backup',
        version: 1,
        createdAt: (options.now ?? new Date()).toISOString(),
        source: database.kind,
        migrations: { level, last: shippedMigrations()[level - 1]?.tag ?? null },
        tables: described.map((table) => ({ name: table.name, columns: table.columns })),
      };
      await tar.add('meta.json', Buffer.from(JSON.stringify(meta, null, 2)));
      const sums: TableSum[] = [];
      for (const table of described) {
        const hash = createHash('sha256');
        let rows = 0;
        let part = 0;
        const selfReferencing = table.foreignKeys.some((fk) => fk.references === table.name);
        const held: string[] = [];
        for await (const lines of tableLines(tx, table, table.columns)) {
          for (const line of lines) hash.update(`${line}\n`);
          rows += lines.length;
          if (selfReferencing) held.push(...lines);
          else await tar.add(partName(table.name, ++part), Buffer.from(`${lines.join('\n')}\n`));
        }
        const ordered = parentsFirst(table, held);
        for (let start = 0; start < ordered.length; start += ROWS_PER_PART) {
          const lines = ordered.slice(start, start + ROWS_PER_PART);
          await tar.add(partName(table.name, ++part), Buffer.from(`${lines.join('\n')}\n`));
        }
        sums.push({ name: table.name, rows, sha256: hash.digest('hex') });
      }
      await tar.add('db/tables.json', Buffer.from(JSON.stringify({ tables: sums }, null, 2)));
      return sums;
    });
    let files = 0;
    let bytes = 0;
    for (const key of (await storage.list('')).sort()) {
      const body = await readStored(storage, key);
      if (!body) continue;
      await tar.add(`uploads/${key}`, body);
      files++;
      bytes += body.length;
    }
    await tar.add('uploads.json', Buffer.from(JSON.stringify({ files, bytes })));
    await tar.finish();
    await written;
    return { tables, files, bytes };
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
}

/** A restore that must not go ahead; its message is for the person who ran the command. */
export class RestoreRefusedError extends Error {}

export interface RestoreSummary {
  meta: BackupMeta;
  tables: TableSum[];
  files: number;
  bytes: number;
}

async function nextEntry(entries: AsyncGenerator<TarEntry>): Promise<TarEntry | null> {
  const next = await entries.next();
  return next.done ? null : next.value;
}

function parseJson<T>(schema: z.ZodType<T>, entry: TarEntry): T {
  try {
    return schema.parse(JSON.parse(entry.body.toString('utf8')));
  } catch {
    throw new RestoreRefusedError(`Tệp sao lưu hỏng: không đọc được ${entry.name}.`);
  }
}

/**
 * Restores a backup into `database` (empty, or emptied first with `force`) and its files into `storage`.
 * The rows go in within one transaction that is committed only when every table's row count and checksum
 * match the backup's; then the database is migrated to this build's level.
 */
export async function restoreInstanceBackup(options: {
  database: Database;
  storage: FileStorage;
  input: Readable;
  force?: boolean;
}): Promise<RestoreSummary> {
  const { database, storage } = options;
  const gunzip = createGunzip();
  const piped = pipeline(options.input, gunzip).catch((error: unknown) => {
    gunzip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const entries = readTar(gunzip);
  try {
    const first = await nextEntry(entries);
    if (first?.name !== 'meta.json') {
      throw new RestoreRefusedError('Đây không phải tệp sao lưu của Gia phả (thiếu meta.json).');
    }
    const meta = parseJson(metaSchema, first);
    const shipped = shippedMigrations();
    if (meta.migrations.level > shipped.length) {
      throw new RestoreRefusedError(
        `Bản sao lưu được tạo bởi phiên bản mới hơn (mức cơ sở dữ liệu ${meta.migrations.level}, ` +
          `phiên bản này có ${shipped.length}). Hãy cập nhật phần mềm rồi khôi phục lại.`,
      );
    }
    const db = database.db;
    // Bring a fresh database to the backup's level, so its rows fit; later migrations run after the load.
    if ((await migrationLevel(db)) < meta.migrations.level) await migrateUpTo(db, meta.migrations.level);
    const targetTables = await describeTables(db);
    const counts = await rowCounts(db, targetTables);
    const used = [...counts].filter(([name, n]) => n > 0 && !TRANSIENT_TABLES.has(name));
    if (used.length > 0 && !options.force) {
      throw new RestoreRefusedError(
        `Cơ sở dữ liệu đích không trống (${used.map(([name, n]) => `${name}: ${n}`).join(', ')}). ` +
          'Hãy khôi phục vào một cơ sở dữ liệu mới, hoặc thêm --force để xóa hết dữ liệu đang có rồi khôi phục.',
      );
    }
    const byName = new Map(targetTables.map((table) => [table.name, table]));
    const dumped = new Map(meta.tables.map((table) => [table.name, table.columns]));
    const shared = (name: string): string[] => {
      const target = byName.get(name);
      if (!target)
        throw new RestoreRefusedError(`Bảng ${name} của bản sao lưu không có trong cơ sở dữ liệu này.`);
      const columns = dumped.get(name) ?? [];
      return columns.filter((column) => target.columns.includes(column));
    };

    let entry = await nextEntry(entries);
    const tables = await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      if (used.length > 0) {
        await tx.execute(sql`truncate ${identList(targetTables.map((table) => table.name))} cascade`);
      }
      for (
        ;
        entry?.name.startsWith('db/') && entry.name.endsWith('.jsonl');
        entry = await nextEntry(entries)
      ) {
        const name = entry.name.slice(3).replace(/\.\d+\.jsonl$/, '');
        const columns = shared(name);
        const text = entry.body.toString('utf8').trimEnd();
        if (text === '') continue;
        const rows = `[${text.split('\n').join(',')}]`;
        await tx.execute(
          sql`insert into ${ident(name)} (${identList(columns)})
              select ${identList(columns)} from json_populate_recordset(null::${ident(name)}, ${rows}::json)`,
        );
      }
      if (entry?.name !== 'db/tables.json') {
        throw new RestoreRefusedError('Tệp sao lưu hỏng hoặc bị cắt cụt (thiếu db/tables.json).');
      }
      const expected = parseJson(tableSumsSchema, entry);
      const sums: TableSum[] = [];
      for (const want of expected.tables) {
        const table = byName.get(want.name);
        if (!table) throw new RestoreRefusedError(`Bảng ${want.name} không có trong cơ sở dữ liệu này.`);
        const columns = shared(want.name);
        const got = await tableSum(tx, table, columns);
        const sameColumns = columns.length === (dumped.get(want.name) ?? []).length;
        if (got.rows !== want.rows || (sameColumns && got.sha256 !== want.sha256)) {
          throw new RestoreRefusedError(
            `Bảng ${want.name} khôi phục không khớp bản sao lưu (${got.rows}/${want.rows} dòng); đã hủy, không ghi gì.`,
          );
        }
        sums.push(got);
      }
      return sums;
    });
    await database.migrate();

    let files = 0;
    let bytes = 0;
    for (
      entry = await nextEntry(entries);
      entry?.name.startsWith('uploads/');
      entry = await nextEntry(entries)
    ) {
      const key = entry.name.slice('uploads/'.length);
      await storage.put(key, entry.body, contentTypeOf(key));
      files++;
      bytes += entry.body.length;
    }
    if (entry?.name !== 'uploads.json') {
      throw new RestoreRefusedError(
        `Tệp sao lưu bị cắt cụt: dữ liệu đã khôi phục, nhưng chỉ ${files} tệp ảnh đọc được.`,
      );
    }
    const uploads = parseJson(uploadsSchema, entry);
    if (uploads.files !== files) {
      throw new RestoreRefusedError(`Chỉ khôi phục được ${files}/${uploads.files} tệp ảnh.`);
    }
    return { meta, tables, files, bytes };
  } finally {
    await entries.return(undefined);
    options.input.destroy();
    await piped;
  }
}
