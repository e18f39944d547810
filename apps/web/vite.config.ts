import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// One identifier per build: the running app compares it with builds/latest.json to offer a reload.
const version = process.env.VITE_APP_VERSION ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

function latestBuildFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'giapha-latest-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(path.join(outDir, 'builds'), { recursive: true });
      writeFileSync(
        path.join(outDir, 'builds', 'latest.json'),
        `${JSON.stringify({ version, builtAt: new Date().toISOString() })}\n`,
      );
    },
  };
}

/**
 * The entry's stylesheets as preloads (fetched first, at the highest priority) rather than
 * render-blocking links: the server's first content (styled inline) paints as soon as the HTML is
 * in, on a slow phone network a second before Mantine's 38 KB gzip of CSS would. main.tsx turns
 * them into stylesheets and waits for them before the app draws, so the app never shows unstyled.
 */
function nonBlockingEntryCss(): Plugin {
  return {
    name: 'giapha-non-blocking-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const preloads: string[] = [];
        const rest = html.replace(
          /\s*<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          (_tag, cors = '', href) => {
            preloads.push(`<link rel="preload" as="style"${cors} href="${href}" data-app-style>`);
            return '';
          },
        );
        // Ahead of the scripts: the browser asks for the first paint's styles first.
        return rest.replace(
          /(\s*)<script type="module"/,
          (whole, space: string) => `${space}${preloads.join(space)}${whole}`,
        );
      },
    },
  };
}

const require = createRequire(import.meta.url);
function reactRouterBuild(file: string): string {
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', file);
}

// Development: the API runs on :3000 (`npm run dev` at the root starts both); the browser talks to
// :5173 only, so cookies and the CSP's connect-src 'self' behave as in production.
export default defineConfig(({ command }) => ({
  plugins: [react(), latestBuildFile(), nonBlockingEntryCss()],
  define: command === 'build' ? { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } : {},
  // react-router's package points every import at its development build; the production build is
  // the same code with its developer warnings (and their texts) left out.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ],
        }
      : {},
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads the first page's chunks with it (lib/route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // Needed by experimentalInlineCommonChunks below; the entry's exports are read by nobody.
      preserveEntrySignatures: false,
      // A feature's index.ts only re-exports its public pieces: marked free of side effects, a page
      // that takes one light piece (a public query hook) does not pull in the admin editors beside it.
      // So are the workspace packages' modules (schemas, dates), the contract's index too: its setting
      // of zod's Vietnamese messages is made by lib/zod-jitless.ts, and a barrel with effects put every
      // schema any page uses in the entry (its `export *` modules were static imports of the entry).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) &&
          !/[\\/]packages[\\/]genealogy[\\/]src[\\/](?!index\.ts$)/.test(id) &&
          !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
      },
      output: {
        // DESIGN §9: a first visit to a public page loads at most 150 KB of gzipped JavaScript, so
        // only what the entry imports statically is grouped; everything a lazy route needs (admin,
        // editor, canvas, PDF, the rest of Mantine) is split by rolldown along the import graph.
        codeSplitting: {
          groups: [
            // React and the router: on every page and rarely updated, so their own long-cached chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The other libraries the entry itself needs (Mantine's core, TanStack Query, zod), and
            // zod's setting, so that it runs before the contract's schemas are built (lib/zod-jitless.ts).
            {
              name: 'vendor',
              test: /node_modules[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/,
              tags: ['$initial'],
              priority: 1,
            },
          ],
          // Small chunks shared by a few pages are copied into the chunks that use them (one module
          // state all the same, kept by rolldown's runtime): the home page loaded 58 files, each a
          // round trip of 150 ms on a phone network with six connections, and now loads 8. A style
          // module copied so has its CSS in each page's stylesheet that needs it.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
}));
