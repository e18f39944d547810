import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { BASE_URL, DEMO_ADMIN_PASSWORD, PORT } from './env.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

// run.mjs makes a fresh data folder for each run; started any other way, make one here. The
// variable is set so Playwright's workers, which load this file again, reuse the same folder.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'giapha-e2e-'));
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : [['list'], ['html', { open: 'on-failure', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'vi-VN',
    // Recording a trace slows every test by about a fifth; a failing test is retried once (CI) with one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Debian's Chromium: Playwright's own browser downloads are never used (no `playwright install`).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The built server (npm run build), as it runs in production.
    command: `node ${JSON.stringify(path.join(repoRoot, 'apps/server/dist/main.js'))}`,
    cwd: repoRoot,
    url: `${BASE_URL}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Lets the server close its embedded database before it goes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Whatever the calling shell has set: the embedded database, no host-based clans, this build.
      DATABASE_URL: '',
      SEED_DEMO: '',
      BASE_DOMAIN: '',
      DEV_DOMAIN: 'demo',
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
      // Both projects sign in from one address within the same minute, and retries add more.
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
