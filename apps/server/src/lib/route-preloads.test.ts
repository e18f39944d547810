import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RoutePreloads, routePreloadTags, withRoutePreloads } from './route-preloads.ts';

// A build manifest as vite writes it: keys are sources, or `_name.js` for shared chunks.
const TEST_MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-2.js', '_vendor-3.js'],
    css: ['assets/index-1.css'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_vendor-3.js': { file: 'assets/vendor-3.js', imports: ['_react-2.js'], css: ['assets/vendor-3.css'] },
  '_trees-4.js': { file: 'assets/trees-4.js', imports: ['_vendor-3.js', '_lunar-5.js'] },
  '_lunar-5.js': { file: 'assets/lunar-5.js' },
  'src/features/trees/pages/FamilyTreePage.tsx': {
    file: 'assets/FamilyTreePage-6.js',
    imports: ['_react-2.js', '_trees-4.js', '_canvas-7.js'],
    css: ['assets/FamilyTreePage-6.css'],
  },
  '_canvas-7.js': { file: 'assets/canvas-7.js', imports: ['_trees-4.js'], css: ['assets/canvas-7.css'] },
  'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-8.js', imports: ['_lunar-5.js'] },
};

describe('the first route’s chunks', () => {
  const preloads = new RoutePreloads(TEST_MANIFEST);

  it('are the page chunk and all it imports, less what the entry already loads', () => {
    expect(preloads.forPath('/family-tree')).toEqual({
      scripts: [
        '/assets/FamilyTreePage-6.js',
        '/assets/trees-4.js',
        '/assets/lunar-5.js',
        '/assets/canvas-7.js',
      ],
      styles: ['/assets/FamilyTreePage-6.css', '/assets/canvas-7.css'],
    });
    expect(preloads.forPath('/')).toEqual({
      scripts: ['/assets/HomePage-8.js', '/assets/lunar-5.js'],
      styles: [],
    });
  });

  it('are none for a page that is not a landing page, or one missing from the build', () => {
    expect(preloads.forPath('/admin/persons')).toEqual({ scripts: [], styles: [] });
    expect(preloads.forPath('/blogs/gio-to.html')).toEqual({ scripts: [], styles: [] });
  });

  it('go last in <head>, after the entry’s own', () => {
    const after =
      '\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body></body>';
    expect(withRoutePreloads(after, preloads.forPath('/'))).toBe(
      '\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/HomePage-8.js">\n    <link rel="modulepreload" crossorigin href="/assets/lunar-5.js">\n  </head>\n  <body></body>',
    );
    expect(withRoutePreloads(after, preloads.forPath('/contact'))).toBe(after);
  });

  it('are written as module and stylesheet preloads with the credentials mode the app fetches them with', () => {
    expect(routePreloadTags({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="preload" as="style" crossorigin href="/assets/a.css">',
    );
  });

  it('are none without a manifest (a build without one)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'giapha-no-manifest-'));
    try {
      expect(RoutePreloads.read(dir).forPath('/family-tree')).toEqual({ scripts: [], styles: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
