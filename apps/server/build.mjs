// Bundles the server for production: src/main.ts → dist/main.js.
// The @giapha/* workspace packages export TypeScript source, so they are bundled in; every other
// runtime dependency stays external and is loaded from node_modules. dist/ must stay inside
// apps/server: migrations are found by walking up to this package's package.json.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@giapha/'))
  // Subpath imports too (`@electric-sql/pglite/contrib/unaccent`, `drizzle-orm/pg-core`).
  .flatMap((name) => [name, `${name}/*`]);

const outdir = path.join(root, 'dist');
rmSync(outdir, { recursive: true, force: true });

// Only needed when CommonJS ends up in the bundle (its require() calls need a real require in ESM).
const requireBanner =
  "import { createRequire as __giaphaCreateRequire } from 'node:module';\n" +
  'const require = __giaphaCreateRequire(import.meta.url);';

/** @param {boolean} withRequire */
function bundle(withRequire) {
  return build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts'],
    outfile: 'dist/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    packages: 'bundle',
    external,
    banner: withRequire ? { js: requireBanner } : {},
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
}

const started = Date.now();
let result = await bundle(false);
if (Object.values(result.metafile.inputs).some((input) => input.format === 'cjs')) {
  result = await bundle(true);
}

const inputs = Object.keys(result.metafile.inputs);
const foreign = inputs.filter((file) => file.includes('node_modules/') && !file.includes('@giapha/'));
if (foreign.length > 0) {
  console.error(
    `Các gói sau lẽ ra phải để ngoài bản dựng (thêm vào "dependencies"):\n  ${foreign.join('\n  ')}`,
  );
  process.exit(1);
}
const bytes = result.metafile.outputs['dist/main.js']?.bytes ?? 0;
console.log(
  `Đã dựng máy chủ: dist/main.js (${(bytes / 1024).toFixed(0)} KB, ${inputs.length} tệp nguồn) trong ${Date.now() - started} ms`,
);
