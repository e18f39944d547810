import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginResponse } from '@giapha/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/lib/paths.ts';

const PASSWORD = 'mat-khau-demo-2026';

function freePort(): Promise<number> {
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

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '',
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilUp(port: number, server: Running): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

async function post(port: number, url: string, body: object) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('seeds the demo clan, refuses a second process on its data, stops cleanly and keeps the data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-process-'));
    dirs.push(dataDir);
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitUntilUp(port, first);

    const demo = await post(port, '/api/auth/login', { username: 'admin', password: PASSWORD });
    expect(demo.status).toBe(200);
    expect(loginResponse.parse(demo.body).data.clan.clanName).toBe('Họ Nguyễn — Làng Demo');
    const registered = await post(port, '/api/auth/register', {
      name: 'Hoàng Văn Bền',
      username: 'benvung',
      email: 'ben@x.vn',
      password: PASSWORD,
      domain: 'ho-hoang',
      clanName: 'Họ Hoàng',
    });
    expect(registered.status).toBe(201);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('đang được tiến trình khác');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = startServer(dataDir, port);
    try {
      await waitUntilUp(port, again);
      const back = await post(port, '/api/auth/login', {
        username: 'benvung',
        password: PASSWORD,
        domain: 'ho-hoang',
      });
      expect(back.status).toBe(200);
      expect(loginResponse.parse(back.body).data.clan.clanName).toBe('Họ Hoàng');
      // The demo clan is seeded once, not again on the second start.
      expect(again.output()).not.toContain('Đã tạo dòng họ mẫu');
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  }, 120_000);
});
