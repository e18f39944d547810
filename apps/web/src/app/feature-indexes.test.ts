// A feature's index.ts is its public face for other features (biome.json refuses deep imports), and
// vite.config.ts marks these files free of side effects so that a page taking one light piece does not
// load the rest. Both hold only while an index does nothing but re-export the feature's own modules.

import { describe, expect, it } from 'vitest';

const indexes = import.meta.glob<string>('../features/*/index.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The file without its comments and blank lines. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*(\/\/.*)?$/.test(line))
    .join('\n');
}

const REEXPORT = /export\s+(?:type\s+)?\{[^}]*\}\s+from\s+'(\.\/[^']+)';/g;

describe('feature index files', () => {
  it('exist for the features others use', () => {
    expect(Object.keys(indexes).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(indexes))('%s only re-exports modules of its own feature', (_path, source) => {
    const body = code(source);
    expect(body.replace(REEXPORT, '').trim()).toBe('');
    for (const [, target] of body.matchAll(REEXPORT)) expect(target).not.toContain('..');
  });
});
