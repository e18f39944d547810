import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this file whether it runs from `src/` or the bundled `dist/`. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@giapha/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Không tìm thấy thư mục apps/server');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDist = path.join(serverRoot, '..', 'web', 'dist');
