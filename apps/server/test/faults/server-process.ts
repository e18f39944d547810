import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { serverRoot } from '../../src/lib/paths.ts';

/** The real server (`src/main.ts` through tsx), as `npm run dev` and process.test.ts start it. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Exit code, or the signal's name when it was killed. */
  exited: Promise<number | string | null>;
}

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '',
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, port, output: () => output, exited };
}

export async function waitUntilUp(server: ServerProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/docs/json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

export async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  return server.exited;
}

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message?: string; data?: T; total?: number };
}

/** One JSON call; a connection the server dropped (killed) is status 0. */
export async function call<T = unknown>(
  port: number,
  method: string,
  url: string,
  { body, token, domain }: { body?: object; token?: string; domain?: string } = {},
): Promise<Answer<T>> {
  const full = domain ? `${url}${url.includes('?') ? '&' : '?'}domain=${encodeURIComponent(domain)}` : url;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${full}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : { success: false } };
  } catch {
    return { status: 0, body: { success: false } };
  }
}

/** The PostgreSQL server the suite was given (TEST_DATABASE_URL or DATABASE_URL), if any. */
export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** A fresh, empty database on that server; `drop` removes it (and any connection left to it). */
export async function createDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
