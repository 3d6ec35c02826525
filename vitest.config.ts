import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { findPostgresBinaries } from './apps/api/test/support/postgres-binaries.ts';

const apiTests = ['apps/api/test/api/**/*.test.ts'];
const postgres = findPostgresBinaries();

/**
 * Every test project of the repository. `npm test` (scripts/test.mjs) runs them; `npx vitest run
 * --project <name>` runs one. The API suite runs twice: on embedded PGlite and on a real PostgreSQL
 * server that its global setup starts on 127.0.0.1.
 */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, which leaves a core idle while a test waits on
    // a database or a child process: with two, the unit, web and API projects take 9.5 minutes
    // instead of 13 on the 2-core CI machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/api/test/unit/**/*.test.ts',
            'apps/web/build-plugins/**/*.test.ts',
          ],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          // One jsdom per worker instead of one per file; test-support/isolate-tests.ts resets it.
          isolate: false,
          setupFiles: ['./test-support/isolate-tests.ts'],
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // Pages load through dynamic imports, slow while the API projects share the two cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          // Files share a worker process: PGlite's WebAssembly compiles once and each file's
          // database opens from a migrated dump (test-database.ts), 9 minutes down to 5.5.
          isolate: false,
          environment: 'node',
          include: apiTests,
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                isolate: false,
                environment: 'node',
                include: apiTests,
                env: { TEST_DATABASE: 'postgres' },
                globalSetup: ['apps/api/test/support/postgres-server.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/app-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits for the real server, whose answers (a sign-in's argon2id check among
          // them) can outlast the default second while Chromium shares the 2-core CI machine.
          expect: { poll: { timeout: 10_000 } },
          // One file at a time: browser tests keep both cores busy, and two files side by side
          // took 18 minutes where one after the other took 19, with timeouts under the load.
          fileParallelism: false,
        },
      },
    ],
  },
});
