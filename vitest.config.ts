import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
// The API suite runs again on a PostgreSQL server when one is named (each run makes and drops its own database).
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

export default defineConfig({
  test: {
    // One test file per core (Vitest keeps one core free by default): the API and fault tests spend much
    // of their time waiting on spawned servers, databases and the KDF, and a 2-core machine then runs
    // the whole suite in about half the time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Form tests type whole dates key by key: a few seconds alone, more on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: serverTests,
          // Server test files share their worker's loaded modules: each builds its own app on its own
          // database and keeps no state in modules, and loading the server once per worker instead of
          // once per file saves minutes of every run (the same holds for server-postgres below).
          isolate: false,
          environment: 'node',
          globalSetup: ['apps/server/test/setup-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                isolate: false,
                exclude: ['apps/server/test/process.test.ts'],
                environment: 'node',
                globalSetup: ['apps/server/test/setup-postgres.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
