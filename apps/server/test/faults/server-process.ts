import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import pg from 'pg';
import { serverRoot } from '../../src/lib/paths.ts';

/**
 * The real server (`src/main.ts`), bundled once per test process the way `npm run build` bundles it
 * (`apps/server/build.mjs`: the workspace packages and the server's source in one file, every other
 * package loaded from node_modules). The fault tests start it again and again (crash.test.ts 21
 * times): loading one bundled file costs each start about a third less CPU than loading `src/`
 * module by module through tsx, as `npm run dev` and process.test.ts do.
 */
let bundled: Promise<string> | undefined;

function serverBundle(): Promise<string> {
  bundled ??= bundleServer();
  return bundled;
}

/** Everything imported by a bare name stays external, but the workspace packages: they export TypeScript. */
const dependenciesExternal: Plugin = {
  name: 'dependencies-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@giapha/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function bundleServer(): Promise<string> {
  const built = await build({
    absWorkingDir: serverRoot,
    entryPoints: ['src/main.ts'],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [dependenciesExternal],
    // A real require for any CommonJS that ends up in the bundle (as build.mjs adds when needed).
    banner: {
      js: "import { createRequire as __testCreateRequire } from 'node:module';\nconst require = __testCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const code = built.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote no bundle of src/main.ts');
  // Inside apps/server, so that the bundle finds the migrations (lib/paths.ts walks up to the
  // package's package.json) and its dependencies (node_modules up the tree), as dist/main.js does.
  // Named by its content: test processes of the same source share one file, and none is removed
  // while another process may start it; bundles of sources a day old are swept.
  const dir = path.join(serverRoot, 'node_modules', '.cache', 'giapha-test-server');
  mkdirSync(dir, { recursive: true });
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    // Another test process may have swept it already.
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats && stats.mtimeMs < dayAgo) rmSync(file, { force: true });
  }
  const file = path.join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  return file;
}

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

export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverBundle()], {
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
