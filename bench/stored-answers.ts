// Issue 22, stored answers: the public graph of a 10,000-person tree (fixture L) as visitors fetch it —
// warm, 10 connections, accepting br and gzip as every browser does — against a bare node:http server that
// sends the same compressed bytes, measured in the same run with the same client in alternating rounds
// (target ≥ 20 %). Also: the bytes on the wire (br, gzip, raw per person), the first answer after a write
// (build + compression), revalidation (`If-None-Match` → 304) and that a change shows at the next request;
// and the clan's public calendar feed (five years of the tree's giỗ), stored the same way.
// The real app on PGlite on disk (app-fixture.ts). Results: results/stored-answers.json and .md.
// BENCH_SECONDS (4) per round, BENCH_ROUNDS (3), BENCH_CONNECTIONS (10), BENCH_SIZE (L).
import { mkdir, writeFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { generateSampleClan, SAMPLE_CLAN_SIZES } from '@giapha/genealogy';
import { z } from 'zod';
import { insertSampleTree } from '../apps/server/src/db/sample-tree.ts';
import { startClanApp } from './app-fixture.ts';
import { type LoadResult, measure } from './http-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZE_LABEL = z.enum(['S', 'M', 'L', 'XL']).parse(process.env.BENCH_SIZE ?? 'L');
const TARGET_RATIO = 0.2;
const TARGET_BR_KB = 400;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const graphIds = z.object({ data: z.object({ persons: z.array(z.object({ id: z.string() })) }) });

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
        })
        .on('error', reject);
    },
  );
}

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

function merge(results: LoadResult[]) {
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const sorted = (pick: (r: LoadResult) => number) => results.map(pick).sort((a, b) => a - b);
  const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;
  return {
    requests,
    perSecond: Math.round(requests / seconds),
    p50ms: Math.round(median(sorted((r) => r.p50ms)) * 10) / 10,
    p99ms: Math.round(Math.max(...sorted((r) => r.p99ms)) * 10) / 10,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function main() {
  const app = await startClanApp({
    domain: 'ho-bench-luu',
    username: 'bench',
    password: 'mat-khau-bench-luu',
    clanName: 'Họ Nguyễn (đo câu trả lời lưu sẵn)',
  });
  const size = SAMPLE_CLAN_SIZES[SIZE_LABEL];
  const { treeId } = await insertSampleTree(app.database.db, app.clanId, generateSampleClan(size), {
    name: `Cây đo ${SIZE_LABEL}`,
    isPublic: true,
    createdBy: app.userId,
  });
  const url = `${app.base}/api/public/tree-graph?id=${treeId}&domain=${app.domain}`;
  // What the tree page fetches: the same graph in columns (tree-graph-compact.ts).
  const compactUrl = `${app.base}/api/public/tree-graph/compact?id=${treeId}&domain=${app.domain}`;

  const cold = await get(url, BROWSER);
  if (cold.status !== 200) throw new Error(`graph: ${cold.status} ${cold.body.toString().slice(0, 300)}`);
  const raw = await get(url);
  const gzipped = await get(url, { 'accept-encoding': 'gzip' });
  const br = await get(url, BROWSER);
  const etag = String(br.headers.etag);
  const compactCold = await get(compactUrl, BROWSER);
  const compactBr = await get(compactUrl, BROWSER);
  const compactGzip = await get(compactUrl, { 'accept-encoding': 'gzip' });
  const compactRaw = await get(compactUrl);
  const revalidated = await get(url, { ...BROWSER, 'if-none-match': etag });
  // The clan's public calendar feed: five years of every giỗ of the tree, stored like the graph.
  const feedUrl = `${app.base}/api/public/calendar.ics?domain=${app.domain}`;
  const feedCold = await get(feedUrl, BROWSER);
  const feedWarm = await get(feedUrl, BROWSER);
  const feedRaw = await get(feedUrl);

  // The bare server: the same bytes and headers, nothing else.
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'br',
      'content-length': br.body.length,
      etag,
      vary: 'Accept-Encoding',
      'cache-control': 'public, no-cache',
    });
    res.end(br.body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${portOf(bare)}/`;

  const runs = {
    bare: [] as LoadResult[],
    app: [] as LoadResult[],
    compact: [] as LoadResult[],
    feed: [] as LoadResult[],
    revalidate: [] as LoadResult[],
  };
  for (let round = 0; round < ROUNDS; round++) {
    const options = { seconds: SECONDS, concurrency: CONNECTIONS, headers: BROWSER };
    runs.bare.push((await measure(bareUrl, options)).result);
    runs.app.push((await measure(url, options)).result);
    runs.compact.push((await measure(compactUrl, options)).result);
    runs.feed.push((await measure(feedUrl, options)).result);
    runs.revalidate.push(
      (await measure(url, { ...options, headers: { ...BROWSER, 'if-none-match': etag }, status: 304 }))
        .result,
    );
  }
  const bareFigures = merge(runs.bare);
  const appFigures = merge(runs.app);
  const compactFigures = merge(runs.compact);
  const feedFigures = merge(runs.feed);
  const revalidateFigures = merge(runs.revalidate);
  const ratio = appFigures.perSecond / bareFigures.perSecond;

  // A change: rename the first person through the API; the next request must show it.
  const personId = graphIds.parse(JSON.parse(raw.body.toString('utf8'))).data.persons[0]?.id;
  const renamed = await fetch(`${app.base}/api/person?id=${personId}&domain=${app.domain}`, {
    method: 'PUT',
    headers: { authorization: app.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Nguyễn Văn Đổi Tên' }),
  });
  if (renamed.status !== 200) throw new Error(`rename: ${renamed.status} ${await renamed.text()}`);
  const afterWrite = await get(url, { ...BROWSER, 'if-none-match': etag });
  const plainAfter = await get(url);
  const changeShown =
    afterWrite.status === 200 &&
    afterWrite.headers.etag !== etag &&
    plainAfter.body.toString('utf8').includes('Nguyễn Văn Đổi Tên');

  const result = {
    date: new Date().toISOString().slice(0, 10),
    machine: {
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      node: process.version,
    },
    fixture: { label: SIZE_LABEL, persons: size.persons },
    bytes: {
      raw: raw.body.length,
      rawPerPerson: Math.round(raw.body.length / size.persons),
      br: br.body.length,
      gzip: gzipped.body.length,
      compact: { raw: compactRaw.body.length, br: compactBr.body.length, gzip: compactGzip.body.length },
    },
    compactFirstAnswerMs: Math.round(compactCold.ms),
    calendarFeed: {
      events: (feedRaw.body.toString('utf8').match(/BEGIN:VEVENT/g) ?? []).length,
      raw: feedRaw.body.length,
      br: feedWarm.body.length,
      firstAnswerMs: Math.round(feedCold.ms),
      storedAnswerMs: Math.round(feedWarm.ms),
      warm: feedFigures,
    },
    firstAnswerMs: Math.round(cold.ms),
    firstAnswerAfterWriteMs: Math.round(afterWrite.ms),
    revalidation: { status: revalidated.status, bytes: revalidated.body.length },
    changeShown,
    connections: CONNECTIONS,
    bare: bareFigures,
    app: appFigures,
    compact: compactFigures,
    revalidate: revalidateFigures,
    ratio: Math.round(ratio * 1000) / 1000,
    targets: {
      ratio: { target: TARGET_RATIO, met: ratio >= TARGET_RATIO },
      brKb: { target: TARGET_BR_KB, met: kb(compactBr.body.length) <= TARGET_BR_KB },
      revalidation: { met: revalidated.status === 304 && revalidated.body.length === 0 },
      changeShown: { met: changeShown },
    },
  };

  const lines = [
    `# stored-answers — ${result.date}`,
    '',
    `${os.cpus().length} CPUs, load average ${result.machine.loadAverage.join(' / ')}, Node ${process.version}, PGlite on disk; fixture ${SIZE_LABEL} (${size.persons.toLocaleString('en')} persons), public graph, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s.`,
    '',
    '| what | figure | target |',
    '| --- | --- | --- |',
    `| warm, compressed (br): app | ${appFigures.perSecond} req/s, p50 ${appFigures.p50ms} ms, p99 ${appFigures.p99ms} ms, ${appFigures.errors} errors | |`,
    `| compact graph (what the tree page fetches), warm, br | ${compactFigures.perSecond} req/s, p50 ${compactFigures.p50ms} ms, ${compactFigures.errors} errors | |`,
    `| same bytes from a bare node:http server | ${bareFigures.perSecond} req/s, p50 ${bareFigures.p50ms} ms | |`,
    `| ratio app / bare | ${(ratio * 100).toFixed(1)} % | ≥ ${TARGET_RATIO * 100} %: ${result.targets.ratio.met ? 'met' : 'not met'} |`,
    `| revalidation (If-None-Match) | ${revalidated.status}, ${revalidated.body.length} bytes; ${revalidateFigures.perSecond} req/s, p50 ${revalidateFigures.p50ms} ms | 304: ${result.targets.revalidation.met ? 'met' : 'not met'} |`,
    `| on the wire, plain graph | br ${kb(br.body.length)} KB, gzip ${kb(gzipped.body.length)} KB, raw ${kb(raw.body.length)} KB (${result.bytes.rawPerPerson} B a person) | |`,
    `| on the wire, compact graph | br ${kb(compactBr.body.length)} KB, gzip ${kb(compactGzip.body.length)} KB, raw ${kb(compactRaw.body.length)} KB | br ≤ ${TARGET_BR_KB} KB: ${result.targets.brKb.met ? 'met' : 'not met'} |`,
    `| first answer (build + br) | ${result.firstAnswerMs} ms (compact ${result.compactFirstAnswerMs} ms); after a rename ${result.firstAnswerAfterWriteMs} ms | |`,
    `| public calendar feed (${result.calendarFeed.events.toLocaleString('en')} days, five years), warm, br | ${feedFigures.perSecond} req/s, p50 ${feedFigures.p50ms} ms, ${feedFigures.errors} errors; first answer ${result.calendarFeed.firstAnswerMs} ms, then ${result.calendarFeed.storedAnswerMs} ms; br ${kb(feedWarm.body.length)} KB, raw ${kb(feedRaw.body.length)} KB | |`,
    `| a rename shows at the next request | ${changeShown ? 'yes' : 'NO'} | at once: ${changeShown ? 'met' : 'not met'} |`,
  ];
  console.log(lines.join('\n'));
  const dir = path.join(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'stored-answers.json'), `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(path.join(dir, 'stored-answers.md'), `${lines.join('\n')}\n`);
  bare.close();
  await app.close();
}

await main();
