// `npm run uploads:cleanup -w apps/server [-- --apply]`: lists (or, with --apply, deletes) uploaded
// images no content uses any more, clan by clan, that are older than 24 hours.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { createStorage } from '../modules/uploads/storage/create-storage.ts';
import {
  CLEANUP_GRACE_HOURS,
  type CleanupClanReport,
  cleanupUploads,
} from '../modules/uploads/uploads-cleanup.ts';
import { dataDirBusyMessage } from './backup-database.ts';
import { commandConfig, runAsScript } from './command-line.ts';

const USAGE = `Dọn ảnh tải lên không còn dùng (cũ hơn ${CLEANUP_GRACE_HOURS} giờ).

  npm run uploads:cleanup -w apps/server              chỉ liệt kê (không xóa gì)
  npm run uploads:cleanup -w apps/server -- --apply   xóa thật
  … -- --clan ho-nguyen                               chỉ dòng họ có tên miền này

Dùng cơ sở dữ liệu và nơi lưu ảnh như máy chủ: DATA_DIR, DATABASE_URL, S3_*.`;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function describeReports(reports: CleanupClanReport[], apply: boolean): string[] {
  if (reports.length === 0) return ['Không có ảnh nào cần dọn.'];
  const lines: string[] = [];
  for (const report of reports) {
    lines.push(
      `${report.clanName} (${report.domain}): ${report.files.length} ảnh không dùng, ${formatBytes(report.bytes)}` +
        (apply ? ` — đã xóa ${report.deleted}` : ''),
    );
    for (const file of report.files) {
      lines.push(`  ${file.url}  ${formatBytes(file.totalSize)}  tải lên ${formatDate(file.createdAt)}`);
    }
  }
  const count = reports.reduce((sum, report) => sum + report.files.length, 0);
  const bytes = reports.reduce((sum, report) => sum + report.bytes, 0);
  const deleted = reports.reduce((sum, report) => sum + report.deleted, 0);
  lines.push(
    apply
      ? `Đã xóa ${deleted}/${count} ảnh (${formatBytes(bytes)}).`
      : `Tổng cộng ${count} ảnh (${formatBytes(bytes)}). Chưa xóa gì: chạy lại với --apply để xóa.`,
  );
  return lines;
}

/** Runs the command; returns its exit code. Output goes through `print` (a test reads it). */
export async function runUploadsCleanup(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
  now: Date = new Date(),
): Promise<number> {
  let apply = false;
  let clanDomain: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--apply') apply = true;
    else if (arg === '--clan' && argv[i + 1]) clanDomain = argv[++i]?.toLowerCase();
    else if (arg?.startsWith('--clan=')) clanDomain = arg.slice('--clan='.length).toLowerCase();
    else {
      print(USAGE);
      return arg === '--help' || arg === '-h' ? 0 : 2;
    }
  }
  const config = commandConfig(env);

  let database: Database;
  let releaseLock: (() => void) | undefined;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl, 2);
  } else {
    const dbDir = path.join(config.dataDir, 'db');
    if (!existsSync(dbDir)) {
      print(`Chưa có cơ sở dữ liệu ở ${dbDir}: không có gì để dọn.`);
      return 0;
    }
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      print(dataDirBusyMessage(config.dataDir, error.pid));
      return 1;
    }
    database = await openPglite(dbDir);
  }
  const storage = createStorage(config);
  try {
    await database.migrate();
    let clanIds: string[] | undefined;
    if (clanDomain) {
      const clan = await clansRepo(database.db).findByDomain(clanDomain);
      if (!clan) {
        print(`Không có dòng họ nào có tên miền "${clanDomain}".`);
        return 1;
      }
      clanIds = [clan.id];
    }
    const before = new Date(now.getTime() - CLEANUP_GRACE_HOURS * 3600 * 1000);
    print(
      `${apply ? 'Xóa' : 'Liệt kê (chạy thử)'} ảnh không dùng tải lên trước ${formatDate(before)} — ` +
        `nơi lưu: ${storage.kind === 's3' ? `bucket ${config.s3?.bucket}` : path.join(config.dataDir, 'uploads')}`,
    );
    const reports = await cleanupUploads({ db: database.db, storage, before, apply, clanIds });
    for (const line of describeReports(reports, apply)) print(line);
    return 0;
  } finally {
    await storage.close();
    await database.close();
    releaseLock?.();
  }
}

runAsScript(import.meta.url, runUploadsCleanup, 'Không dọn được ảnh');
