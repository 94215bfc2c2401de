import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and API tests that build the app on a fresh database per file.
// `npm run test:pg` runs the api project again with TEST_DATABASE_URL pointing at a real PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts', '**/*.pg.test.ts'],
          environment: 'node',
          // a few unit tests run PGlite (WebAssembly PostgreSQL) or parse large fixtures: seconds on a loaded CI
          // machine, where Vitest's 5 s default failed a correct test. Timing targets live in bench/, not here.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          // *.pg.test.ts need a real PostgreSQL server (several connections, LISTEN/NOTIFY)
          include: ['apps/server/**/*.api.test.ts', ...(process.env.TEST_DATABASE_URL ? ['apps/server/**/*.pg.test.ts'] : [])],
          // the schema is migrated once per run, and each file's database starts from it (see the file)
          globalSetup: ['apps/server/src/test/migrated-database.global-setup.ts'],
          // the files share their worker's imported modules instead of importing the whole server again per file
          // (about a quarter of the suite's time was import): the server keeps no state in modules, each file
          // builds its own app and database, and no API test mocks modules, fakes timers or stubs globals
          isolate: false,
          testTimeout: 30_000,
          // as Playwright does in CI: one retry, so a test that fails only under the shared machine's load is
          // reported as flaky in the output rather than blocking; a real failure fails twice
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
