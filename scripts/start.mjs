// `npm start`: builds what is missing or out of date, then runs the bundled server
// (apps/server/dist/main.js) with this process's environment, standard streams and working folder.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { buildIfStale, repoRoot } from './build-if-stale.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

console.log('Đang khởi động máy chủ…');
// Its own process group: a Ctrl-C reaches the terminal's whole foreground group (npm, this script),
// and npm passes it on again; the server must get exactly one signal to shut down cleanly.
const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: process.env,
  detached: process.platform !== 'win32',
});

/** @type {NodeJS.Signals | null} */
let forwarded = null;
/** @param {NodeJS.Signals} signal */
function forward(signal) {
  if (forwarded) return; // duplicates (terminal + npm) while the server is already stopping
  forwarded = signal;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => forward(signal));
}
// If this script dies of an error, do not leave the server running without a parent.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`Không chạy được máy chủ: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  process.exit(128 + (signal ? (constants.signals[signal] ?? 1) : 1));
});
