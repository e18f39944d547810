import { mkdirSync, writeFileSync } from 'node:fs';
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

// Development: the API runs on :3000 (`npm run dev` at the root starts both); the browser talks to
// :5173 only, so cookies and the CSP's connect-src 'self' behave as in production.
export default defineConfig(({ command }) => ({
  plugins: [react(), latestBuildFile()],
  define: command === 'build' ? { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } : {},
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
    rolldownOptions: {
      // A feature's index.ts only re-exports its public pieces: marked free of side effects, a page
      // that takes one light piece (a public query hook) does not pull in the admin editors beside it.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
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
        },
      },
    },
  },
}));
