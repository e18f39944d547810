// Values shared by playwright.config.ts and the tests.
import path from 'node:path';

/** Port of the server the suite starts (`E2E_PORT` to change it). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/** The seeded demo clan's admin password: the server is started with DEMO_ADMIN_PASSWORD set to it. */
export const DEMO_ADMIN_PASSWORD = 'e2e-demo-password';
export const DEMO_DOMAIN = 'demo';
export const DEMO_CLAN_NAME = 'Họ Nguyễn — Làng Demo';

export const PRODUCT_NAME = 'Gia phả dòng họ';

/**
 * The running server's mail outbox (DATA_DIR/outbox, one .eml per mail). playwright.config.ts sets
 * E2E_DATA_DIR before the workers start, so read it when called, not when this file loads.
 */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite with `npm run test:e2e`');
  return path.join(dataDir, 'outbox');
}
