// DESIGN §9, public pages:
//  (a) requests/s of `GET /api/public/blogs?limit=20` (a clan with 24 published posts) against a bare
//      Fastify hello-world on the same machine — budget ≥ 50 %;
//  (b) the gzip size of the JavaScript a first visit to `/` loads — budget 150 KB. The built web app
//      (apps/web/dist) is served by the real app on a free 127.0.0.1 port with the demo clan; Debian's
//      Chromium opens `/` once with an empty cache, unthrottled; every JavaScript response until the
//      network is idle is gzipped at level 9 (zlib) and summed, by first-visit.ts's collector (that
//      bench measures the same under phone throttling, with LCP). The bytes the server actually sent
//      (its own compression) are recorded beside it.
// Prints both, writes results/public-pages.json and .md. `BENCH_SECONDS` (3) per load, `BENCH_ROUNDS`
// (3) alternating rounds of hello-world / list / compressed list (the median round's ratio counts);
// `BENCH_PART=api` or `BENCH_PART=js` runs one half.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicBlogListResponse } from '@giapha/contract';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { blogs } from '../apps/server/src/db/schema/index.ts';
import { DEMO_DOMAIN, seedDemo } from '../apps/server/src/db/seed.ts';
import { clansRepo } from '../apps/server/src/modules/clans/clans.repo.ts';
import { launchChromium, openFresh, type ScriptTotals } from './first-visit.ts';
import { type LoadResult, load } from './http-load.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const part = process.env.BENCH_PART ?? 'all';
const BUDGET = { apiRatio: 0.5, firstVisitJsGzipKb: 150 };
const POSTS = 24;
const CLAN_DOMAIN = 'ho-bench';

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

async function startApp(webDir: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-bench-public-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEV_DOMAIN: DEMO_DOMAIN,
    // No built web for the API half: the shell plays no part in it.
    WEB_DIST: webDir ?? path.join(dataDir, 'no-web'),
  });
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    listen: async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${portOf(app.server)}`;
    },
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A post of realistic size: a title, a summary and a few paragraphs of Vietnamese. */
function samplePost(index: number) {
  const day = new Date(Date.UTC(2025, 0, 1 + index, 8));
  const paragraph =
    '<p>Con cháu trong họ từ khắp nơi trở về nhà thờ tổ, dâng hương tưởng nhớ tiên tổ, ôn lại công đức ' +
    'của các bậc tiền nhân và bàn việc tu sửa phần mộ, lập quỹ khuyến học cho con em trong dòng họ.</p>';
  return {
    slug: `tin-so-${index + 1}`,
    title: `Tin tức dòng họ số ${index + 1}: lễ giỗ Tổ và họp mặt đầu xuân`,
    summary:
      'Ban liên lạc dòng họ thông báo lịch giỗ Tổ, họp mặt đầu xuân và việc đóng góp xây dựng nhà thờ.',
    content: `<h2>Thông báo</h2>${paragraph.repeat(6)}`,
    coverImage: `/uploads/bai-${index + 1}.jpg`,
    status: 'published' as const,
    publishedAt: day,
  };
}

interface ApiRound {
  hello: LoadResult;
  list: LoadResult;
  compressed: LoadResult;
  setting: LoadResult;
  ratio: number;
  ratioCompressed: number;
}

interface ApiResult {
  /** The round with the median ratio. */
  bareFastifyHello: LoadResult;
  publicBlogs: LoadResult;
  publicBlogsCompressed: LoadResult;
  /** For reference: the app's smallest public route. */
  publicSetting: LoadResult;
  responseBytes: number;
  ratio: number;
  ratioCompressed: number;
  rounds: { helloPerSecond: number; listPerSecond: number; compressedPerSecond: number; ratio: number }[];
  withinBudget: boolean;
}

async function measureApi(): Promise<ApiOutcome> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const server = await startApp(undefined);
  try {
    const clan = await clansRepo(server.database.db).insert({ domain: CLAN_DOMAIN, clanName: 'Họ Bench' });
    await server.database.db
      .insert(blogs)
      .values(Array.from({ length: POSTS }, (_, i) => ({ clanId: clan.id, ...samplePost(i) })));
    const base = await server.listen();
    const url = `${base}/api/public/blogs?limit=20&domain=${CLAN_DOMAIN}`;
    const first = await fetch(url);
    if (first.status === 404) {
      return { skipped: 'GET /api/public/blogs trả 404: module blogs chưa được đăng ký trong app.ts' };
    }
    const text = await first.text();
    const body = publicBlogListResponse.parse(JSON.parse(text));
    if (body.data.length !== 20 || (body.total ?? 0) < POSTS) {
      throw new Error(`expected 20 of ${POSTS} posts, got ${body.data.length} of ${body.total}`);
    }
    const helloUrl = `http://127.0.0.1:${portOf(bare.server)}/hello`;
    // What a browser asks for: the app compresses answers over 1 KB.
    const compressedHeaders = { 'accept-encoding': 'br, gzip' };
    // Warm both up (JIT, caches), then alternate so a busy neighbour slows both alike.
    await load(helloUrl, { seconds: 0.5 });
    await load(url, { seconds: 0.5 });
    // The app's smallest public answer: what every app route pays (hooks, headers) before its own work.
    const settingUrl = `${base}/api/public/setting?domain=${CLAN_DOMAIN}`;
    await load(settingUrl, { seconds: 0.5 });
    const runs: ApiRound[] = [];
    for (let round = 0; round < rounds; round++) {
      const hello = await load(helloUrl, { seconds });
      const list = await load(url, { seconds });
      const compressed = await load(url, { seconds, headers: compressedHeaders });
      const setting = await load(settingUrl, { seconds });
      runs.push({
        hello,
        list,
        compressed,
        setting,
        ratio: list.perSecond / hello.perSecond,
        ratioCompressed: compressed.perSecond / hello.perSecond,
      });
    }
    const median = [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor(runs.length / 2)];
    if (!median) throw new Error('no round was run');
    const ratio = median.ratio;
    return {
      bareFastifyHello: median.hello,
      publicBlogs: median.list,
      publicBlogsCompressed: median.compressed,
      publicSetting: median.setting,
      responseBytes: Buffer.byteLength(text),
      ratio,
      ratioCompressed: median.ratioCompressed,
      rounds: runs.map((r) => ({
        helloPerSecond: r.hello.perSecond,
        listPerSecond: r.list.perSecond,
        compressedPerSecond: r.compressed.perSecond,
        ratio: r.ratio,
      })),
      withinBudget: ratio >= BUDGET.apiRatio,
    };
  } finally {
    await server.close();
    await bare.close();
  }
}

interface JsResult extends ScriptTotals {
  totalGzipKb: number;
  withinBudget: boolean;
}

async function measureFirstVisit(): Promise<JsOutcome> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    return { skipped: `chưa có bản dựng web ở ${webDist}: chạy \`npm run build -w apps/web\` trước` };
  }
  const server = await startApp(webDist);
  const browser = await launchChromium();
  try {
    await seedDemo(server.database.db, 'mat-khau-bench-public');
    const base = await server.listen();
    // A phone-sized first visit with an empty cache, unthrottled (first-visit.ts throttles).
    const visit = await openFresh(browser, `${base}/`);
    await visit.close();
    const totalGzipKb = visit.scripts.totalGzipBytes / 1024;
    return { ...visit.scripts, totalGzipKb, withinBudget: totalGzipKb <= BUDGET.firstVisitJsGzipKb };
  } finally {
    await browser.close();
    await server.close();
  }
}

type ApiOutcome = ApiResult | { skipped: string };
type JsOutcome = JsResult | { skipped: string };

/** The halves of an earlier results file, trusted as this script wrote them. */
function previousResults(text: string): { api?: ApiOutcome | null; firstVisitJs?: JsOutcome | null } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const api = 'api' in parsed ? parsed.api : undefined;
    const firstVisitJs = 'firstVisitJs' in parsed ? parsed.firstVisitJs : undefined;
    return {
      api: isOutcome<ApiOutcome>(api, 'ratio') ? api : null,
      firstVisitJs: isOutcome<JsOutcome>(firstVisitJs, 'totalGzipBytes') ? firstVisitJs : null,
    };
  } catch {
    return {};
  }
}

function isOutcome<T>(value: unknown, key: string): value is T {
  return typeof value === 'object' && value !== null && (key in value || 'skipped' in value);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function markdown(api: ApiOutcome | null, js: JsOutcome | null) {
  const lines = [
    '# Public pages (DESIGN §9)',
    '',
    `Machine: ${os.cpus().length} CPUs, Node ${process.version}. KB = 1,024 bytes.`,
    '',
  ];
  if (api && 'skipped' in api) lines.push(`API: not measured (${api.skipped}).`, '');
  else if (api) {
    lines.push(
      '| request | req/s | p50 ms | p99 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...(
        [
          ['bare Fastify hello-world', api.bareFastifyHello],
          ['GET /api/public/blogs?limit=20', api.publicBlogs],
          ['… with accept-encoding br, gzip', api.publicBlogsCompressed],
          ['GET /api/public/setting (reference)', api.publicSetting],
        ] as const
      ).map(
        ([name, r]) =>
          `| ${name} | ${r.perSecond.toFixed(0)} | ${r.p50ms.toFixed(2)} | ${r.p99ms.toFixed(2)} | ${r.errors} |`,
      ),
      '',
      `Ratio ${(api.ratio * 100).toFixed(0)} % (compressed ${(api.ratioCompressed * 100).toFixed(0)} %), ` +
        `budget ≥ ${BUDGET.apiRatio * 100} %: ${api.withinBudget ? 'met' : 'NOT met'}. ` +
        `Body ${kb(api.responseBytes)} uncompressed. Median of ${api.rounds.length} alternating rounds ` +
        `(ratios ${api.rounds.map((r) => r.ratio.toFixed(2)).join(', ')}).`,
      '',
    );
  }
  if (js && 'skipped' in js) lines.push(`First-visit JavaScript: not measured (${js.skipped}).`, '');
  else if (js) {
    lines.push(
      '| script | bytes | gzip -9 | served |',
      '| --- | ---: | ---: | ---: |',
      ...js.scripts.map(
        (s) =>
          `| ${s.url} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} | ${kb(s.servedBytes)} ${s.servedEncoding} |`,
      ),
      `| **total (${js.scripts.length} files)** | ${kb(js.totalBytes)} | **${kb(js.totalGzipBytes)}** | ${kb(js.totalServedBytes)} |`,
      '',
      `First visit to \`/\`: ${kb(js.totalGzipBytes)} of JavaScript gzipped, budget ${BUDGET.firstVisitJsGzipKb} KB: ` +
        `${js.withinBudget ? 'met' : 'NOT met'}.`,
      '',
    );
  }
  return lines.join('\n');
}

async function main() {
  const api = part === 'js' ? null : await measureApi();
  if (api && 'skipped' in api) console.log(`API: bỏ qua — ${api.skipped}`);
  else if (api) {
    const fmt = (r: LoadResult) =>
      `${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50ms.toFixed(2)} ms  p99 ${r.p99ms.toFixed(2)} ms  errors ${r.errors}`;
    console.log(`bare Fastify hello                 ${fmt(api.bareFastifyHello)}`);
    console.log(`GET /api/public/blogs?limit=20     ${fmt(api.publicBlogs)}   ratio ${api.ratio.toFixed(2)}`);
    console.log(
      `  … accept-encoding br, gzip       ${fmt(api.publicBlogsCompressed)}   ratio ${api.ratioCompressed.toFixed(2)}`,
    );
    console.log(
      `GET /api/public/setting (tham chiếu) ${fmt(api.publicSetting)}   ratio ${(api.publicSetting.perSecond / api.bareFastifyHello.perSecond).toFixed(2)}`,
    );
    console.log(`budget ≥ ${BUDGET.apiRatio}: ${api.withinBudget ? 'đạt' : 'KHÔNG đạt'}`);
  }

  const js = part === 'api' ? null : await measureFirstVisit();
  if (js && 'skipped' in js) console.log(`JS lần đầu vào /: bỏ qua — ${js.skipped}`);
  else if (js) {
    for (const s of js.scripts) {
      console.log(
        `  ${s.url.padEnd(48)} ${kb(s.bytes).padStart(9)}  gzip ${kb(s.gzipBytes).padStart(8)}  gửi ${kb(s.servedBytes)} ${s.servedEncoding}`,
      );
    }
    console.log(
      `JS lần đầu vào /: ${js.scripts.length} tệp, gzip -9 ${kb(js.totalGzipBytes)} ` +
        `(máy chủ gửi ${kb(js.totalServedBytes)}), ngân sách ${BUDGET.firstVisitJsGzipKb} KB: ` +
        `${js.withinBudget ? 'đạt' : 'KHÔNG đạt'}`,
    );
  }

  const dir = path.join(here, 'results');
  const file = path.join(dir, 'public-pages.json');
  // A run of one half keeps the other half's last figures.
  const previous = part !== 'all' && existsSync(file) ? previousResults(await readFile(file, 'utf8')) : {};
  const results = {
    machine: { cpus: os.cpus().length, node: process.version },
    database: 'pglite (in memory)',
    budget: BUDGET,
    api: api ?? previous.api ?? null,
    firstVisitJs: js ?? previous.firstVisitJs ?? null,
  };
  await mkdir(dir, { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(dir, 'public-pages.md'), markdown(results.api, results.firstVisitJs));
  const failed =
    (api && !('skipped' in api) && !api.withinBudget) || (js && !('skipped' in js) && !js.withinBudget);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
