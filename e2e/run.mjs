// `npm run test:e2e`: builds what is missing or stale, then runs Playwright against the built server
// with a fresh data folder. Extra arguments go to `playwright test` (`npm run test:e2e -- --project=phone`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium chưa được cài (không thấy ${chromium}): chạy \`apt-get update && apt-get install -y chromium\`` +
      ' (hoặc đặt CHROMIUM_PATH trỏ tới trình duyệt Chromium).',
  );
  process.exit(1);
}

try {
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'giapha-e2e-'));
const keepData = Boolean(process.env.E2E_KEEP_DATA);
function cleanUp() {
  if (keepData) console.log(`Dữ liệu của lần chạy được giữ ở ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

// `npx playwright test`, without npm in between: signals reach Playwright exactly once, and it
// stops the server it started.
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(process.execPath, [cli, 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
  detached: process.platform !== 'win32',
});

let forwarded = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (forwarded) return; // the terminal's Ctrl-C and npm's copy of it
    forwarded = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`Không chạy được Playwright: ${error.message}`);
  cleanUp();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  cleanUp();
  if (code !== null) process.exit(code);
  process.exit(128 + (signal ? (constants.signals[signal] ?? 1) : 1));
});
