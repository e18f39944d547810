// DESIGN §9: the tree page of a 10,000-person tree (fixture L) is interactive in ≤ 2 s in headless
// Chromium, mounts ≤ 1,500 nodes, and pans at 60 fps (frame p95 ≤ 16.7 ms) at the default zoom.
// This script prepares a data folder with the demo clan and public trees of fixtures S, M and L, starts
// the BUILT server on it (127.0.0.1 only), opens each tree in the public viewer (/family-tree?id=…)
// with Debian's Chromium, and prints: time to the first interactive frame, mounted nodes, and frame
// times while the pane is dragged for BENCH_PAN_SECONDS (5). Results go to results/tree-render.json/.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSampleClan, SAMPLE_CLAN_SIZES } from '@giapha/genealogy';
import { chromium, type Page } from 'playwright-core';
import { openPglite } from '../apps/server/src/db/client.ts';
import { insertSampleTree } from '../apps/server/src/db/sample-tree.ts';
import { DEMO_DOMAIN, seedDemo } from '../apps/server/src/db/seed.ts';
import { clansRepo } from '../apps/server/src/modules/clans/clans.repo.ts';
// @ts-expect-error: a plain .mjs script shared with `npm start` and the e2e runner, without types
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const PAN_SECONDS = Number(process.env.BENCH_PAN_SECONDS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// 60 fps: a frame every 16.7 ms. Measured intervals jitter a little above it; a dropped frame shows
// as ~33 ms, so 17 ms still means every frame was on time.
const BUDGET = { interactiveMs: 2000, mountedNodes: 1500, panP95Ms: 17 };

const FIXTURES = [
  { label: 'S', size: SAMPLE_CLAN_SIZES.S, seed: 11 },
  { label: 'M', size: SAMPLE_CLAN_SIZES.M, seed: 12 },
  { label: 'L', size: SAMPLE_CLAN_SIZES.L, seed: 13 },
] as const;

interface RenderResult {
  label: string;
  persons: number;
  interactiveMs: number;
  mountedNodes: number;
  mode: string;
  pan: { frames: number; p50Ms: number; p95Ms: number };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** The data folder: migrated, the demo clan seeded, one public tree per fixture. */
async function prepareData(dataDir: string): Promise<Map<string, string>> {
  const database = await openPglite(path.join(dataDir, 'db'));
  const treeIds = new Map<string, string>();
  try {
    await database.migrate();
    await seedDemo(database.db, 'mat-khau-bench-render');
    const clan = await clansRepo(database.db).findByDomain(DEMO_DOMAIN);
    if (!clan) throw new Error('the demo clan was not created');
    for (const fixture of FIXTURES) {
      const sample = generateSampleClan({ ...fixture.size, seed: fixture.seed });
      const { treeId } = await insertSampleTree(database.db, clan.id, sample, {
        name: `Bench ${fixture.label}`,
        isPublic: true,
      });
      treeIds.set(fixture.label, treeId);
    }
  } finally {
    await database.close();
  }
  return treeIds;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEV_DOMAIN: DEMO_DOMAIN,
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/public/setting`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 60 s');
}

/** Opens the tree and waits for its first interactive frame (cards or the overview drawn). */
async function openTree(page: Page, treeId: string) {
  const started = Date.now();
  await page.goto(`${BASE}/family-tree?id=${treeId}`);
  const canvas = page.locator('[data-testid="tree-canvas"][data-mounted-nodes]');
  await canvas.waitFor({ timeout: 60_000 });
  // One more frame: the first paint with the nodes in it.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(null)))');
  const interactiveMs = Date.now() - started;
  const mountedNodes = Number((await canvas.getAttribute('data-mounted-nodes')) ?? Number.NaN);
  const mode = (await canvas.getAttribute('data-mode')) ?? '?';
  const domNodes = await page.locator('.react-flow__node').count();
  return { interactiveMs, mountedNodes: Math.max(mountedNodes, domNodes), mode };
}

/** Drags the pane around for PAN_SECONDS while the page records the time between frames. */
async function panFrames(page: Page) {
  const box = await page.locator('[data-testid="tree-canvas"]').boundingBox();
  if (!box) throw new Error('the canvas has no box');
  // Scripts for the page are strings: tsx would wrap functions passed here in its own helpers.
  await page.evaluate(`(() => {
    const deltas = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => {
      deltas.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__benchStop = () => {
      running = false;
      return deltas;
    };
  })()`);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const end = Date.now() + PAN_SECONDS * 1000;
  let step = 0;
  while (Date.now() < end) {
    step += 1;
    const angle = step / 20;
    await page.mouse.move(cx + Math.cos(angle) * box.width * 0.3, cy + Math.sin(angle) * box.height * 0.3, {
      steps: 2,
    });
  }
  await page.mouse.up();
  const recorded: unknown = await page.evaluate('window.__benchStop()');
  const deltas = Array.isArray(recorded) ? recorded.filter((d): d is number => typeof d === 'number') : [];
  const sorted = deltas.slice(2).sort((a, b) => a - b);
  return { frames: sorted.length, p50Ms: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95) };
}

async function main() {
  await buildIfStale();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-bench-render-'));
  let server: ChildProcess | undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results: RenderResult[] = [];
  try {
    const treeIds = await prepareData(dataDir);
    server = await startServer(dataDir);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const fixture of FIXTURES) {
      const treeId = treeIds.get(fixture.label);
      if (!treeId) continue;
      const opened = await openTree(page, treeId);
      const pan = await panFrames(page);
      const result = { label: fixture.label, persons: fixture.size.persons, ...opened, pan };
      results.push(result);
      console.log(
        `${fixture.label} (${fixture.size.persons} người): tương tác sau ${opened.interactiveMs} ms, ` +
          `${opened.mountedNodes} ô gắn (${opened.mode}), kéo ${pan.frames} khung: p50 ${pan.p50Ms.toFixed(1)} ms, ` +
          `p95 ${pan.p95Ms.toFixed(1)} ms`,
      );
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }

  const large = results.find((r) => r.label === 'L');
  const verdict = large
    ? {
        interactive: large.interactiveMs <= BUDGET.interactiveMs,
        mounted: large.mountedNodes <= BUDGET.mountedNodes,
        pan: large.pan.p95Ms <= BUDGET.panP95Ms,
      }
    : null;
  console.log(
    verdict
      ? `L: tương tác ${verdict.interactive ? 'đạt' : 'VƯỢT'} (≤ 2 s), số ô ${verdict.mounted ? 'đạt' : 'VƯỢT'} (≤ 1.500), kéo ${verdict.pan ? 'đạt' : 'VƯỢT'} (p95 ≤ 17 ms, 60 khung/giây)`
      : 'L: không đo được',
  );
  const machine = { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() };
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(
    path.join(here, 'results', 'tree-render.json'),
    `${JSON.stringify({ machine, budget: BUDGET, results, verdict }, null, 2)}\n`,
  );
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.persons} | ${r.interactiveMs} | ${r.mountedNodes} (${r.mode}) | ${r.pan.p50Ms.toFixed(1)} | ${r.pan.p95Ms.toFixed(1)} |`,
  );
  await writeFile(
    path.join(here, 'results', 'tree-render.md'),
    [
      '# Tree page in headless Chromium',
      '',
      `Machine: ${machine.cpus} CPUs, Node ${machine.node}. Budget (DESIGN §9, fixture L): interactive ≤ 2 s, ≤ 1,500 mounted nodes, pan frame p95 ≤ 17 ms (60 fps: one frame every 16.7 ms, no frame dropped).`,
      '',
      '| fixture | persons | interactive (ms) | mounted nodes | pan p50 (ms) | pan p95 (ms) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
}

await main();
