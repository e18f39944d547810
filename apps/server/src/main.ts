import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { migrateExclusively } from './db/migration-lock.ts';
import { isEmpty, seedDemo } from './db/seed.ts';
import { createStorage } from './modules/uploads/storage/create-storage.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  let releaseLock: (() => void) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'db'));
  }
  await migrateExclusively(database, config.databaseUrl);

  // One storage for the demo seed's photos and the app; the app is handed it, so this closes it.
  const storage = createStorage(config);
  const firstStart = database.kind === 'pglite' && (await isEmpty(database.db));
  if (config.seedDemo || firstStart) {
    const seeded = await seedDemo(database.db, config.demoAdminPassword, storage);
    if (seeded.created) {
      const shown = config.demoAdminPassword ? '(lấy từ DEMO_ADMIN_PASSWORD)' : seeded.adminPassword;
      console.log(
        `\n  Đã tạo dòng họ mẫu "demo". Đăng nhập: tên đăng nhập admin, mật khẩu ${shown}\n` +
          '  (các thành viên mẫu nguyenvanbinh, nguyenthihoa dùng cùng mật khẩu; nguyenducminh đang chờ duyệt)\n',
      );
    }
  }

  const app = await buildApp({ config, database, storage });
  if (database.kind === 'postgres' && !(await database.rowLevelSecurity())) {
    app.log.warn(
      'Không dùng được vai trò giapha_app: dữ liệu các dòng họ chỉ được tách bởi kiểm tra của ứng dụng (không có row-level security).',
    );
  }
  app.addHook('onClose', async () => {
    await storage.close();
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: đang dừng máy chủ…`);
    try {
      // Stops accepting, lets requests in flight finish, then closes the database (onClose).
      await app.close();
      releaseLock?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'dừng máy chủ không sạch');
      releaseLock?.();
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'không mở được cổng');
    await app.close();
    releaseLock?.();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof DataDirInUseError || error instanceof Error ? error.message : String(error);
  console.error(`Không thể khởi động máy chủ: ${message}`);
  if (!(error instanceof DataDirInUseError) && error instanceof Error) console.error(error.stack);
  process.exit(1);
});
