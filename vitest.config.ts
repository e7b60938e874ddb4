import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { journeyWorkers } from './e2e/support/journey-workers';

export default defineConfig({
  test: {
    // Vitest leaves a core for itself by default, which on a 2-core machine means one file at a
    // time; its own process mostly waits, so every core runs a test file (docs/decisions/0029).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: [
            'packages/domain/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          // A page's entry script registers its catalogue before it renders; the tests start in
          // English.
          setupFiles: ['apps/web/src/i18n/test-catalogue.ts'],
        },
        // The web app's `@/…` imports, as its vite.config.ts resolves them.
        resolve: { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Migrates one database that every test file's own database is copied from.
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Each file builds its own app on its own database, and the app keeps its state on the
          // instance (per-app caches are keyed by it), so files can share a worker's loaded
          // modules: importing the server afresh for every file cost about 2.5 s of CPU a file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'e2e/db-restart/**'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll gives up after one second by default: a page that loads in 1.5 s beside
          // another journey worker on a 2-core machine is slow, not wrong. Playwright's own waits
          // allow 30 s; a poll allows half of that.
          expect: { poll: { timeout: 15_000 } },
          // As in the API project: files of one worker share its loaded modules (the in-process
          // stores import the whole server), each file keeping its state on its own app and browser.
          isolate: false,
          // Each worker has a shared store of its own (e2e/support/global-setup.ts).
          maxWorkers: journeyWorkers(),
          fileParallelism: journeyWorkers() > 1,
        },
      },
      {
        // Stops and starts a PostgreSQL server of its own under the running store: CI runs it
        // (npm run test:db-restart) where PostgreSQL is installed, after the API tests on it.
        test: {
          name: 'db-restart',
          include: ['e2e/db-restart/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
