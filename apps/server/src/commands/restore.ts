// `npm run restore -- <backup.tar.gz> [--force]`: puts a backup made by `npm run backup` into the database the
// server uses (an empty one unless --force) and its files into DATA_DIR/uploads or the bucket.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { RestoreRefusedError, restoreInstanceBackup } from '../modules/backups/instance-backup.ts';
import { createStorage } from '../modules/uploads/storage/create-storage.ts';
import { formatBytes, openServerDatabaseOrSay } from './backup-database.ts';
import { commandConfig, runAsScript } from './command-line.ts';

const USAGE = `Khôi phục một bản sao lưu tạo bởi "npm run backup".

  npm run restore -- giapha-backup-20261126-020000.tar.gz           vào cơ sở dữ liệu trống
  npm run restore -- giapha-backup-20261126-020000.tar.gz --force   xóa hết dữ liệu đang có rồi khôi phục

Đích là cơ sở dữ liệu và nơi lưu ảnh của máy chủ: DATABASE_URL (PostgreSQL) hoặc DATA_DIR/db, và
DATA_DIR/uploads hoặc bucket S3_*. Với cơ sở dữ liệu nhúng, hãy dừng máy chủ trước.`;

/** Runs the command; returns its exit code. Output goes through `print` (a test reads it). */
export async function runRestore(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === '--force') force = true;
    else if (!arg.startsWith('-') && !file) file = arg;
    else {
      print(USAGE);
      return arg === '--help' || arg === '-h' ? 0 : 2;
    }
  }
  if (!file) {
    print(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    print(`Không có tệp ${path.resolve(file)}.`);
    return 1;
  }
  const config = commandConfig(env);
  const opened = await openServerDatabaseOrSay(config, print);
  if (!opened) return 1;
  const storage = createStorage(config);
  try {
    print(`Khôi phục ${path.resolve(file)} vào ${opened.where}…`);
    const summary = await restoreInstanceBackup({
      database: opened.database,
      storage,
      input: createReadStream(file),
      force,
    });
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    print(
      `Đã khôi phục ${summary.tables.length} bảng (${rows} dòng, khớp bản sao lưu) và ${summary.files} tệp ảnh ` +
        `(${formatBytes(summary.bytes)}) từ bản sao lưu lúc ${summary.meta.createdAt}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusedError)) throw error;
    print(error.message);
    return 1;
  } finally {
    await storage.close();
    await opened.close();
  }
}

runAsScript(import.meta.url, runRestore, 'Không khôi phục được');
