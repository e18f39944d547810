// Builds the web app and the server when their output is missing or older than their sources.
// Used by scripts/start.mjs and e2e/run.mjs; run directly (`node scripts/build-if-stale.mjs`) it
// does the same and exits non-zero when a build fails.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} Target
 * @property {string} name      workspace folder, for `npm run build -w <name>`
 * @property {string} message   announced before building
 * @property {string} output    the file whose age stands for the whole build
 * @property {string[]} sources files and folders that feed the build
 */

/** @returns {string[]} the packages/*\/src folders (both apps bundle the workspace packages). */
function packageSources() {
  const dir = path.join(repoRoot, 'packages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('packages', entry.name, 'src'));
}

/** @returns {Target[]} in build order (the same order as the root `build` script). */
export function buildTargets() {
  const shared = packageSources();
  return [
    {
      name: 'apps/web',
      message: 'Đang dựng giao diện web…',
      output: 'apps/web/dist/index.html',
      sources: [
        'apps/web/src',
        'apps/web/index.html',
        'apps/web/public',
        'apps/web/vite.config.ts',
        'apps/web/package.json',
        ...shared,
      ],
    },
    {
      name: 'apps/server',
      message: 'Đang dựng máy chủ…',
      output: 'apps/server/dist/main.js',
      sources: [
        'apps/server/src',
        'apps/server/drizzle',
        'apps/server/build.mjs',
        'apps/server/package.json',
        ...shared,
      ],
    },
  ];
}

const SKIPPED_FILE = /\.test\.tsx?$/;

/**
 * The first source file (or folder entry) changed after `since`, or null when none is.
 * @param {string} target absolute path of a file or folder
 * @param {number} since mtime in ms
 * @returns {string | null}
 */
function newerThan(target, since) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return null;
  }
  if (stat.isFile()) return !SKIPPED_FILE.test(target) && stat.mtimeMs > since ? target : null;
  if (!stat.isDirectory()) return null;
  // A folder's own mtime changes when a file in it is deleted or renamed.
  if (stat.mtimeMs > since) return target;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const found = newerThan(path.join(target, entry), since);
    if (found) return found;
  }
  return null;
}

/**
 * Why the target must be rebuilt, or null when its output is up to date.
 * @param {Target} target
 * @returns {string | null}
 */
export function staleReason(target) {
  const output = path.join(repoRoot, target.output);
  if (!existsSync(output)) return `chưa có ${target.output}`;
  const since = statSync(output).mtimeMs;
  for (const source of target.sources) {
    const changed = newerThan(path.join(repoRoot, source), since);
    if (changed) return `${path.relative(repoRoot, changed)} mới hơn ${target.output}`;
  }
  return null;
}

/**
 * `npm run build -w <name>` from the repository root, output shown as it comes.
 * @param {string} name
 * @returns {Promise<void>}
 */
function runBuild(name) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', name], {
      cwd: repoRoot,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Dựng ${name} thất bại (${signal ?? `mã thoát ${code}`})`));
    });
  });
}

/**
 * Builds every stale target, in order. Rejects when a build fails.
 * @returns {Promise<string[]>} the names of the targets that were built
 */
export async function buildIfStale() {
  const built = [];
  for (const target of buildTargets()) {
    const reason = staleReason(target);
    if (!reason) continue;
    console.log(`${target.message} (${reason})`);
    await runBuild(target.name);
    built.push(target.name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const built = await buildIfStale();
    if (built.length === 0) console.log('Bản dựng đã mới nhất.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
