// Opening the server's database for the backup and restore commands, the way uploads-cleanup does: PostgreSQL
// through DATABASE_URL, else the embedded database in DATA_DIR/db, held with the data-dir lock so a running
// server and the command never open it together.
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';

export interface OpenedDatabase {
  database: Database;
  /** Where the rows are, for messages. */
  where: string;
  close(): Promise<void>;
}

/** A message when the embedded database is held by a running server. */
export class DatabaseBusyError extends Error {}

/** What a command says when a running server holds the embedded database. */
export function dataDirBusyMessage(dataDir: string, pid: number): string {
  return (
    `Máy chủ đang chạy trên thư mục dữ liệu ${dataDir} (pid ${pid}); cơ sở dữ liệu nhúng ` +
    'chỉ mở được ở một tiến trình. Hãy dừng máy chủ rồi chạy lại lệnh này.'
  );
}

export async function openServerDatabase(config: AppConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, 2);
    const url = new URL(config.databaseUrl);
    return {
      database,
      where: `PostgreSQL ${url.host}${url.pathname}`,
      close: () => database.close(),
    };
  }
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new DatabaseBusyError(dataDirBusyMessage(config.dataDir, error.pid));
  }
  try {
    const dbDir = path.join(config.dataDir, 'db');
    const database = await openPglite(dbDir);
    return {
      database,
      where: `cơ sở dữ liệu nhúng ${dbDir}`,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The server's database, or undefined once `print` has said that a running server holds it. */
export async function openServerDatabaseOrSay(
  config: AppConfig,
  print: (line: string) => void,
): Promise<OpenedDatabase | undefined> {
  try {
    return await openServerDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    print(error.message);
    return undefined;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
