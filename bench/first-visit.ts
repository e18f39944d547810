// Issue 22, a first visit on a phone: the BUILT app (web + server, `buildIfStale`) on a data folder with
// the demo clan, 127.0.0.1 only; Debian's Chromium opens `/`, a published post and a campaign at 360 × 740
// with an empty cache, 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`) and a slow phone network
// (`Network.emulateNetworkConditions`: 150 ms latency, 1.6 Mbps down, 750 kbps up). Per page it prints
// LCP and FCP (the browser's own entries), the JavaScript loaded until the network is idle (each file
// gzipped at level 9 and summed, as public-pages did) and the number of script files, with the ratio to
// the budgets (JS ≤ 150 KB gzip, LCP ≤ 2.0 s). Median over `BENCH_RUNS` (3), pages alternating within a
// run. Results in results/first-visit.json and .md. public-pages part (b) uses this file's collector.
// A painted page gets the app on demand (apps/server/src/lib/app-loader.ts): after the first figures, the
// reader's first scroll (a wheel turn) brings the app, and the bench prints what that costs — the JS
// then loaded and the time from the scroll until the app has drawn its layout — beside the budget.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { publicBlogListResponse, publicCampaignListResponse } from '@giapha/contract';
import { type Browser, chromium, type Page } from 'playwright-core';
import { openPglite } from '../apps/server/src/db/client.ts';
import { DEMO_DOMAIN, seedDemo } from '../apps/server/src/db/seed.ts';
// @ts-expect-error: a plain .mjs script shared with `npm start` and the e2e runner, without types
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BUDGET = { jsGzipKb: 150, lcpMs: 2000 };
/** A mid-range phone on a slow mobile network (issue 22's measurement). */
const PHONE = {
  viewport: { width: 360, height: 740 },
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface ScriptFile {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** What went over the wire (the server's own br/gzip), from the browser's network log. */
  servedBytes: number;
  servedEncoding: string;
}

export interface ScriptTotals {
  scripts: ScriptFile[];
  totalBytes: number;
  totalGzipBytes: number;
  totalServedBytes: number;
}

/**
 * Starts recording every script the page receives; the returned function waits for their bodies and
 * gives them largest first, gzipped at level 9 each.
 */
export function collectScripts(page: Page): () => Promise<ScriptTotals> {
  const pending: Promise<ScriptFile | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          servedBytes: sizes.responseBodySize,
          servedEncoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })().catch(() => null),
    );
  });
  return async () => {
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptFile => s !== null);
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      scripts,
      totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      totalServedBytes: scripts.reduce((sum, s) => sum + s.servedBytes, 0),
    };
  };
}

/**
 * Opens `url` in a fresh context (empty cache) and waits until the page shows (the server's painted
 * first content or the app's layout) and the network is idle.
 */
export async function openFresh(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ page: Page; scripts: ScriptTotals; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE.viewport });
  const page = await context.newPage();
  await prepare?.(page);
  const scripts = collectScripts(page);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('[data-layout], #fc-end').first().waitFor({ state: 'attached', timeout: 60_000 });
  // Route chunks and the page's data start after the first render; let them land.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  return { page, scripts: await scripts(), close: () => context.close() };
}

// Names each largest-paint candidate when it is painted: React may replace the server's HTML after.
const WATCH_LCP = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const el = entry.element;
    window.__lcpWhat = el ? el.tagName.toLowerCase() + ' ' + (entry.url || el.textContent || '').trim().slice(0, 60) : '';
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

async function throttle(page: Page) {
  await page.addInitScript(WATCH_LCP);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

interface Paint {
  fcpMs: number;
  lcpMs: number;
  /** What the largest paint was: tag, and its text or image address, cut short. */
  lcpElement: string;
}

// A string: tsx would wrap a function passed to the page in its own helpers.
const READ_PAINTS = `new Promise((resolve) => {
  let fcp;
  new PerformanceObserver((list) => {
    fcp = list.getEntriesByName('first-contentful-paint')[0] || fcp;
  }).observe({ type: 'paint', buffered: true });
  const done = (entries) => {
    const last = entries[entries.length - 1];
    resolve({ fcpMs: fcp ? fcp.startTime : NaN, lcpMs: last ? last.startTime : NaN, lcpElement: window.__lcpWhat || '' });
  };
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    done(list.getEntries());
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => done([]), 3000);
})`;

function isPaint(value: unknown): value is Paint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fcpMs' in value &&
    typeof value.fcpMs === 'number' &&
    'lcpMs' in value &&
    typeof value.lcpMs === 'number' &&
    'lcpElement' in value &&
    typeof value.lcpElement === 'string'
  );
}

interface Visit extends Paint {
  scripts: ScriptTotals;
  /** The reader's first scroll: the JS it brought (gzip, all scripts so far) and ms until the app drew. */
  onScroll: { jsGzipBytes: number; appDrawnMs: number };
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const opened = await openFresh(browser, url, throttle);
  try {
    const paint: unknown = await opened.page.evaluate(READ_PAINTS);
    if (!isPaint(paint)) throw new Error(`no paint entries for ${url}`);
    const scrolled = collectScripts(opened.page);
    const started = Date.now();
    await opened.page.mouse.move(180, 400);
    await opened.page.mouse.wheel(0, 120);
    await opened.page.locator('[data-layout]').first().waitFor({ timeout: 120_000 });
    const appDrawnMs = Date.now() - started;
    await opened.page.waitForLoadState('networkidle', { timeout: 60_000 });
    const later = await scrolled();
    return {
      ...paint,
      scripts: opened.scripts,
      onScroll: { jsGzipBytes: opened.scripts.totalGzipBytes + later.totalGzipBytes, appDrawnMs },
    };
  } finally {
    await opened.close();
  }
}

async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; base: string }> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEV_DOMAIN: DEMO_DOMAIN,
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/public/setting`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 90 s');
}

/** The pages a visitor lands on from a shared link: the home page, a post, a campaign, the tree page. */
async function landingPages(base: string) {
  const posts = publicBlogListResponse.parse(await (await fetch(`${base}/api/public/blogs?limit=1`)).json());
  const campaigns = publicCampaignListResponse.parse(
    await (await fetch(`${base}/api/public/campaigns?limit=1`)).json(),
  );
  const post = posts.data[0];
  const campaign = campaigns.data[0];
  if (!post || !campaign) throw new Error('the demo clan has no published post or no campaign');
  return [
    { name: 'home', path: '/' },
    { name: 'post', path: `/blogs/${encodeURIComponent(post.slug)}.html` },
    { name: 'campaign', path: `/campaigns/${encodeURIComponent(campaign.slug)}.html` },
    // Painted too, but its canvas needs the app, which comes at once: LCP only, its JS is not budgeted.
    { name: 'tree', path: '/family-tree', appAtOnce: true },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

interface PageResult {
  name: string;
  path: string;
  /** The page gets the app at once (the tree page): its JS is the app's, outside the first-visit budget. */
  appAtOnce: boolean;
  lcpMs: number;
  fcpMs: number;
  lcpElement: string;
  jsGzipBytes: number;
  jsServedBytes: number;
  scriptFiles: number;
  lcpRatio: number;
  jsRatio: number;
  /** Median over runs: the JS once the reader scrolled, and ms from that scroll until the app drew. */
  onScroll: { jsGzipBytes: number; appDrawnMs: number };
  runs: {
    lcpMs: number;
    fcpMs: number;
    jsGzipBytes: number;
    scriptFiles: number;
    onScroll: { jsGzipBytes: number; appDrawnMs: number };
  }[];
  /** The median run's scripts (by LCP), largest first. */
  scripts: ScriptFile[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function markdown(results: PageResult[], machine: { cpus: number; node: string; loadAverage: number[] }) {
  const lines = [
    '# First visit on a phone (issue 22)',
    '',
    `Machine: ${machine.cpus} CPUs, Node ${machine.node}, load average ${machine.loadAverage.map((l) => l.toFixed(1)).join(' ')}. ` +
      `Chromium at ${PHONE.viewport.width} × ${PHONE.viewport.height}, empty cache, ${PHONE.cpuSlowdown}× CPU slowdown, ` +
      `${PHONE.network.latency} ms latency, 1.6 Mbps down, 750 kbps up. Median of ${RUNS} runs. KB = 1,024 bytes; ` +
      `JS gzip = each script gzipped at level 9.`,
    '',
    '| page | LCP | FCP | JS gzip | scripts | LCP / 2.0 s | JS / 150 KB | after the first scroll: JS gzip / app drawn | largest paint |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} \`${r.path}\` | ${seconds(r.lcpMs)} | ${seconds(r.fcpMs)} | ${kb(r.jsGzipBytes)} | ${r.scriptFiles} | ` +
        `${r.lcpRatio.toFixed(2)} | ${r.appAtOnce ? '— (app at once)' : r.jsRatio.toFixed(2)} | ${kb(r.onScroll.jsGzipBytes)} / ${seconds(r.onScroll.appDrawnMs)} | ` +
        `${r.lcpElement.replace(/\|/g, '/')} |`,
    ),
    '',
  ];
  for (const r of results) {
    lines.push(
      `## ${r.name}: scripts of the median run`,
      '',
      '| script | bytes | gzip -9 | served |',
      '| --- | ---: | ---: | ---: |',
      ...r.scripts.map(
        (s) =>
          `| ${s.url} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} | ${kb(s.servedBytes)} ${s.servedEncoding} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

async function main() {
  await buildIfStale();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-bench-first-visit-'));
  let server: ChildProcess | undefined;
  const browser = await launchChromium();
  const results: PageResult[] = [];
  try {
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      await database.migrate();
      await seedDemo(database.db, 'mat-khau-bench-first-visit');
    } finally {
      await database.close();
    }
    const port = Number(process.env.BENCH_PORT ?? (await freePort(3400, 3499)));
    const started = await startServer(dataDir, port);
    server = started.child;
    const pages = await landingPages(started.base);
    // One unthrottled visit first: the server's stored answers and compressed files are made once.
    for (const p of pages) await (await openFresh(browser, `${started.base}${p.path}`)).close();
    const visits = new Map<string, Visit[]>(pages.map((p) => [p.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const p of pages) {
        const v = await visit(browser, `${started.base}${p.path}`);
        visits.get(p.name)?.push(v);
        console.log(
          `  lượt ${run + 1} ${p.name.padEnd(8)} LCP ${seconds(v.lcpMs)}  FCP ${seconds(v.fcpMs)}  ` +
            `JS ${kb(v.scripts.totalGzipBytes)} (${v.scripts.scripts.length} tệp)  [${v.lcpElement}]  ` +
            `cuộn: JS ${kb(v.onScroll.jsGzipBytes)}, ứng dụng vẽ sau ${seconds(v.onScroll.appDrawnMs)}`,
        );
      }
    }
    for (const p of pages) {
      const runs = visits.get(p.name) ?? [];
      const lcpMs = median(runs.map((v) => v.lcpMs));
      const middle = runs.find((v) => v.lcpMs === lcpMs) ?? runs[0];
      if (!middle) continue;
      const jsGzipBytes = median(runs.map((v) => v.scripts.totalGzipBytes));
      results.push({
        name: p.name,
        path: p.path,
        appAtOnce: p.appAtOnce === true,
        lcpMs,
        fcpMs: median(runs.map((v) => v.fcpMs)),
        lcpElement: middle.lcpElement,
        jsGzipBytes,
        jsServedBytes: median(runs.map((v) => v.scripts.totalServedBytes)),
        scriptFiles: median(runs.map((v) => v.scripts.scripts.length)),
        onScroll: {
          jsGzipBytes: median(runs.map((v) => v.onScroll.jsGzipBytes)),
          appDrawnMs: median(runs.map((v) => v.onScroll.appDrawnMs)),
        },
        lcpRatio: lcpMs / BUDGET.lcpMs,
        jsRatio: jsGzipBytes / 1024 / BUDGET.jsGzipKb,
        runs: runs.map((v) => ({
          lcpMs: v.lcpMs,
          fcpMs: v.fcpMs,
          jsGzipBytes: v.scripts.totalGzipBytes,
          scriptFiles: v.scripts.scripts.length,
          onScroll: v.onScroll,
        })),
        scripts: middle.scripts.scripts,
      });
    }
  } finally {
    await browser.close();
    // The database folder goes once the server has let go of it.
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }

  for (const r of results) {
    console.log(
      `${r.name.padEnd(8)} ${r.path.padEnd(40)} LCP ${seconds(r.lcpMs)} (${r.lcpRatio.toFixed(2)} × 2,0 s)  ` +
        `FCP ${seconds(r.fcpMs)}  JS ${kb(r.jsGzipBytes)} gzip, ${r.scriptFiles} tệp (${r.jsRatio.toFixed(2)} × 150 KB)  ` +
        `cuộn lần đầu: JS ${kb(r.onScroll.jsGzipBytes)}, ứng dụng vẽ sau ${seconds(r.onScroll.appDrawnMs)}`,
    );
  }
  const met = results.every((r) => r.lcpRatio <= 1 && (r.appAtOnce || r.jsRatio <= 1));
  console.log(`ngân sách (JS ≤ 150 KB gzip, LCP ≤ 2,0 s): ${met ? 'đạt' : 'KHÔNG đạt'}`);
  const machine = { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() };
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(
    path.join(here, 'results', 'first-visit.json'),
    `${JSON.stringify({ machine, phone: PHONE, runs: RUNS, budget: BUDGET, results, met }, null, 2)}\n`,
  );
  await writeFile(path.join(here, 'results', 'first-visit.md'), markdown(results, machine));
  if (!met) process.exitCode = 1;
}

// public-pages imports the collector; only `npm run first-visit` runs the bench.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
