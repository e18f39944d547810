// Load (issue "trustworthy at scale"): autocannon against the real app, on this machine, over loopback:
// the public home data (`/api/public/sections` and `/api/public/setting`), the public blog list, the
// tree graph of fixture M (admin token) and sign-in — each at several concurrencies for BENCH_SECONDS
// (30), beside a bare Fastify hello-world measured in the same run at the same concurrency. Prints
// requests/s, p50/p99 and errors (non-2xx, connection errors and time-outs: must be 0) and the ratio
// to hello-world; writes results/load.json and .md (load-postgres.* on PostgreSQL). The app runs on
// the embedded database (PGlite on disk) unless BENCH_DATABASE_URL names a PostgreSQL server (a
// database is made and dropped there).
// BENCH_CONNECTIONS (1,10,50) sets the concurrencies. A request not answered within BENCH_TIMEOUT
// seconds (60; autocannon's own default is 10) counts as an error: on the embedded database the heavy
// reads queue behind one connection, and a slow answer is reported as latency, not hidden as an error.
// Errors are listed by kind (non-2xx answers, connection errors, time-outs). Exits 1 when any occurred.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginResponse } from '@giapha/contract';
import { generateSampleClan, SAMPLE_CLAN_SIZES } from '@giapha/genealogy';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { insertSampleTree } from '../apps/server/src/db/sample-tree.ts';
import { DEMO_DOMAIN, seedDemo } from '../apps/server/src/db/seed.ts';
import { clansRepo } from '../apps/server/src/modules/clans/clans.repo.ts';
import { openBenchDatabase } from './app-fixture.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '1,10,50')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT ?? 60);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const PASSWORD = 'mat-khau-do-tai';

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measured {
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
  connectionErrors: number;
  timeouts: number;
  ratioToHello: number;
}

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

async function run(target: Target, connections: number) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: target.body } : {}),
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
  });
  // autocannon counts a time-out among `errors` too: connection errors are the rest.
  const connectionErrors = result.errors - result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    connectionErrors,
    timeouts: result.timeouts,
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-bench-load-'));
  const { database, drop } = await openBenchDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEV_DOMAIN: DEMO_DOMAIN,
    // Sign-in is measured under load: the per-address limit would answer 429 to most of it.
    AUTH_RATE_LIMIT: '100000000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  await seedDemo(database.db, PASSWORD);
  const clan = await clansRepo(database.db).findByDomain(DEMO_DOMAIN);
  if (!clan) throw new Error('the demo clan was not seeded');
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${portOf(app.server)}`;

  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${portOf(hello.server)}/hello`;

  try {
    const loginBody = JSON.stringify({ username: 'admin', password: PASSWORD });
    const login = await fetch(`${base}/api/auth/login?domain=${DEMO_DOMAIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
    const session = loginResponse.parse(await login.json()).data;
    const sample = generateSampleClan(SAMPLE_CLAN_SIZES.M);
    const { treeId } = await insertSampleTree(database.db, clan.id, sample, {
      name: 'Cây đo tải M',
      createdBy: session.user.id,
    });
    const targets: Target[] = [
      {
        name: 'GET /api/public/sections (trang chủ)',
        url: `${base}/api/public/sections?domain=${DEMO_DOMAIN}`,
      },
      { name: 'GET /api/public/setting', url: `${base}/api/public/setting?domain=${DEMO_DOMAIN}` },
      {
        name: 'GET /api/public/blogs?limit=20',
        url: `${base}/api/public/blogs?limit=20&domain=${DEMO_DOMAIN}`,
      },
      {
        name: `GET /api/tree-graph (M: ${SAMPLE_CLAN_SIZES.M.persons.toLocaleString('vi-VN')} người)`,
        url: `${base}/api/tree-graph?id=${treeId}&domain=${DEMO_DOMAIN}`,
        headers: { authorization: `Bearer ${session.tokens.access.token}` },
      },
      {
        name: 'POST /api/auth/login',
        url: `${base}/api/auth/login?domain=${DEMO_DOMAIN}`,
        method: 'POST',
        body: loginBody,
      },
    ];
    for (const target of targets) {
      const check = await fetch(target.url, {
        method: target.method ?? 'GET',
        headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
        ...(target.body ? { body: target.body } : {}),
      });
      if (check.status !== 200) throw new Error(`${target.name}: ${check.status} ${await check.text()}`);
    }

    const measured: Measured[] = [];
    for (const connections of connectionsList) {
      const bare = await run({ name: 'hello', url: helloUrl }, connections);
      measured.push({ target: 'Fastify hello-world', connections, ...bare, ratioToHello: 1 });
      console.log(`c=${connections} hello-world: ${bare.requestsPerSecond.toFixed(0)} req/s`);
      for (const target of targets) {
        const result = await run(target, connections);
        const row = {
          target: target.name,
          connections,
          ...result,
          ratioToHello: result.requestsPerSecond / bare.requestsPerSecond,
        };
        measured.push(row);
        console.log(
          `c=${connections} ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50ms} ms, p99 ${result.p99ms} ms, errors ${result.errors} (non-2xx ${result.non2xx}, connection ${result.connectionErrors}, time-outs ${result.timeouts}), ${(row.ratioToHello * 100).toFixed(1)} % of hello-world`,
        );
      }
    }

    const errors = measured.reduce((sum, row) => sum + row.errors, 0);
    const machine = `${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`;
    const database_ = postgresUrl ? 'PostgreSQL' : 'PGlite on disk';
    const lines = [
      `# load — ${new Date().toISOString().slice(0, 10)}`,
      '',
      `${machine}; ${database_}; ${seconds} s per cell; time-out ${timeoutSeconds} s; errors in all: ${errors}.`,
      '',
      '| target | connections | req/s | p50 ms | p99 ms | errors (non-2xx / connection / time-out) | × hello-world |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...measured.map(
        (row) =>
          `| ${row.target} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50ms} | ${row.p99ms} | ${row.errors} (${row.non2xx} / ${row.connectionErrors} / ${row.timeouts}) | ${row.ratioToHello.toFixed(3)} |`,
      ),
      '',
    ];
    const results = path.join(here, 'results');
    await mkdir(results, { recursive: true });
    const name = postgresUrl ? 'load-postgres' : 'load';
    await writeFile(
      path.join(results, `${name}.json`),
      `${JSON.stringify({ date: new Date().toISOString(), machine, database: database_, seconds, timeoutSeconds, errors, measured }, null, 2)}\n`,
    );
    await writeFile(path.join(results, `${name}.md`), lines.join('\n'));
    console.log(`\n${lines.join('\n')}`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await hello.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
