// `npm run backup [-- --out <file or folder>]`: the whole instance — every table's rows and every uploaded
// file — in one giapha-backup-YYYYMMDD-HHMMSS.tar.gz. On the embedded database, stop the server first.
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeInstanceBackup } from '../modules/backups/instance-backup.ts';
import { createStorage } from '../modules/uploads/storage/create-storage.ts';
import { formatBytes, openServerDatabaseOrSay } from './backup-database.ts';
import { commandConfig, runAsScript } from './command-line.ts';

const USAGE = `Sao lưu toàn bộ dữ liệu (cơ sở dữ liệu + ảnh tải lên) vào một tệp .tar.gz.

  npm run backup                          tạo giapha-backup-YYYYMMDD-HHMMSS.tar.gz ở thư mục hiện tại
  npm run backup -- --out /sao-luu/       … trong thư mục này
  npm run backup -- --out ban-sao.tar.gz  … với tên tệp này

Dùng cơ sở dữ liệu và nơi lưu ảnh như máy chủ: DATA_DIR, DATABASE_URL, S3_*.
Với cơ sở dữ liệu nhúng (không có DATABASE_URL), hãy dừng máy chủ trước.`;

export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `giapha-backup-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.tar.gz`
  );
}

/** Runs the command; returns its exit code. Output goes through `print` (a test reads it). */
export async function runBackup(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
  now: Date = new Date(),
): Promise<number> {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out' && argv[i + 1]) out = argv[++i];
    else if (arg?.startsWith('--out=')) out = arg.slice('--out='.length);
    else {
      print(USAGE);
      return arg === '--help' || arg === '-h' ? 0 : 2;
    }
  }
  let file = path.resolve(backupFileName(now));
  if (out) {
    const isFolder = out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory());
    file = isFolder ? path.resolve(out, backupFileName(now)) : path.resolve(out);
  }
  if (!existsSync(path.dirname(file))) {
    print(`Thư mục ${path.dirname(file)} không tồn tại.`);
    return 1;
  }
  const config = commandConfig(env);
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'db'))) {
    print(`Chưa có cơ sở dữ liệu ở ${path.join(config.dataDir, 'db')}: không có gì để sao lưu.`);
    return 1;
  }
  const opened = await openServerDatabaseOrSay(config, print);
  if (!opened) return 1;
  const storage = createStorage(config);
  const partial = `${file}.partial`;
  try {
    print(
      `Sao lưu ${opened.where} và ảnh (${storage.kind === 's3' ? `bucket ${config.s3?.bucket}` : path.join(config.dataDir, 'uploads')})…`,
    );
    const summary = await writeInstanceBackup({
      database: opened.database,
      storage,
      out: createWriteStream(partial),
      now,
    });
    await rename(partial, file);
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    print(
      `Đã sao lưu ${summary.tables.length} bảng (${rows} dòng) và ${summary.files} tệp ảnh ` +
        `(${formatBytes(summary.bytes)}) vào ${file} (${formatBytes(statSync(file).size)}).`,
    );
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await storage.close();
    await opened.close();
  }
}

runAsScript(import.meta.url, runBackup, 'Không sao lưu được');
