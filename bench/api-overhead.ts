// How much the app's request path (tenant lookup, JWT + user check, zod validation and serialization)
// costs against a bare Fastify hello-world on the same machine. Prints figures and the ratio, and
// writes them to results/api-overhead.json.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginResponse } from '@giapha/contract';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { load } from './http-load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

async function main() {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '100000',
  });
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${portOf(app.server)}`;

  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Đo Tốc Độ',
      username: 'bench',
      email: 'b@x.vn',
      password: 'mat-khau-bench',
      domain: 'ho-bench',
      clanName: 'Họ Bench',
    }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status}`);
  const login = await fetch(`${base}/api/auth/login?domain=ho-bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'mat-khau-bench' }),
  });
  const token = loginResponse.parse(await login.json()).data.tokens.access.token;

  const hello = await load(`http://127.0.0.1:${portOf(bare.server)}/hello`, { seconds });
  const me = await load(`${base}/api/auth/me?domain=ho-bench`, {
    seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const check = await load(`${base}/api/auth/check-username?domain=ho-bench&username=ai-do`, { seconds });

  const results = {
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    database: 'pglite (in memory)',
    bareFastifyHello: hello,
    authMe: me,
    checkUsername: check,
    ratios: {
      authMeVsHello: me.perSecond / hello.perSecond,
      checkUsernameVsHello: check.perSecond / hello.perSecond,
    },
  };
  const fmt = (r: { perSecond: number; p50ms: number; p99ms: number; errors: number }) =>
    `${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50ms.toFixed(2)} ms  p99 ${r.p99ms.toFixed(2)} ms  errors ${r.errors}`;
  console.log(`bare Fastify hello           ${fmt(hello)}`);
  console.log(`GET /api/auth/me             ${fmt(me)}   ratio ${results.ratios.authMeVsHello.toFixed(2)}`);
  console.log(
    `GET /api/auth/check-username ${fmt(check)}   ratio ${results.ratios.checkUsernameVsHello.toFixed(2)}`,
  );
  await mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await writeFile(
    path.join(import.meta.dirname, 'results', 'api-overhead.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  await app.close();
  await bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
