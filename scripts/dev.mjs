// `npm run dev`: the API (tsx watch, :3000) and the web app (Vite, :5173, proxying /api) side by
// side, each line prefixed with its name. Ctrl-C stops both; if one stops by itself, so does the other.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { repoRoot } from './build-if-stale.mjs';

const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

const commands = [
  { name: 'api', code: '36', command: 'npx', args: ['tsx', 'watch', 'apps/server/src/main.ts'] },
  { name: 'web', code: '35', command: 'npm', args: ['run', 'dev', '-w', 'apps/web'] },
];
const width = Math.max(...commands.map((c) => c.name.length));

/**
 * Writes a child's stream line by line behind its prefix.
 * @param {import('node:stream').Readable} stream
 * @param {NodeJS.WriteStream} out
 * @param {string} prefix
 */
function pipeLines(stream, out, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${prefix} ${rest}\n`);
  });
}

let stopping = false;
let exitCode = 0;

const children = commands.map(({ name, code, command, args }) => {
  const prefix = paint(code, `[${name.padEnd(width)}]`);
  const child = spawn(command, args, {
    cwd: repoRoot,
    // Piped output is not a terminal: keep the tools' colours when ours is one.
    env: color ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process groups: only the signals sent below reach them, each exactly once.
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
  });
  pipeLines(child.stdout, process.stdout, prefix);
  pipeLines(child.stderr, process.stderr, prefix);
  const exited = new Promise((resolve) => {
    child.on('exit', (status, signal) => {
      const result = status ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 1);
      if (!stopping) {
        console.error(`${prefix} đã dừng (${signal ?? `mã thoát ${status}`}); dừng các tiến trình còn lại…`);
        exitCode = result === 0 ? 1 : result;
        stop();
      }
      resolve(result);
    });
  });
  child.on('error', (error) => {
    console.error(`${prefix} không chạy được: ${error.message}`);
  });
  return { child, exited };
});

/**
 * Signals a child's whole process group (npm, sh, tsx, the server, esbuild…), the way a Ctrl-C in
 * a terminal does: these tools expect exactly that and stop their own children once.
 * @param {number | undefined} pid
 * @param {NodeJS.Signals | 0} signal
 * @returns {boolean} whether the group still had a process to signal
 */
function signalGroup(pid, signal) {
  if (!pid) return false;
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, signal);
    return true;
  } catch {
    return false;
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  // SIGINT whatever we were sent: tsx and Vite treat it as the user's Ctrl-C.
  for (const { child } of children) signalGroup(child.pid, 'SIGINT');
  // Whatever is still running after a while is killed.
  setTimeout(() => {
    for (const { child } of children) signalGroup(child.pid, 'SIGKILL');
  }, 10_000).unref();
}

/**
 * Resolves when no process of the child's group is left (npm may exit before the server has).
 * @param {number | undefined} pid
 */
async function groupGone(pid) {
  // Bounded: an orphan that nobody reaps stays a zombie and still counts as a group member.
  const deadline = Date.now() + 12_000;
  while (signalGroup(pid, 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, stop);
}

console.log(
  `Chế độ phát triển: API ở http://localhost:3000, giao diện ở ${paint('1', 'http://localhost:5173')} (Ctrl-C để dừng)`,
);
await Promise.all(children.map((c) => c.exited));
await Promise.all(children.map((c) => groupGone(c.child.pid)));
process.exit(exitCode);
