/**
 * Four projects: `components` (Astro components rendered on the server; its own file, with Astro's
 * Vite set-up), `unit` (pure logic, fast), `api` (procedures on a real database) and `servers`
 * (two built server processes on one PostgreSQL; it needs the build and TEST_DATABASE_URL).
 * `api` runs on PGlite by default; scripts/test.mjs runs it a second time with TEST_DATABASE_URL
 * set, which the database test helper reads from the inherited environment, and `servers` after the build.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * API test files that need the server's modules fresh: they test what happens once per process (the
 * outbox's announcement at its first mail, the VAPID keys read from the environment at first use).
 * Every other API file shares its worker's modules with the files before it (`isolate: false`): each
 * still opens its own database, and importing the server once per worker instead of once per file
 * takes about 40 % off the suite.
 */
const apiFilesOfTheirOwn = ['tests/api/outbox.test.ts', 'tests/api/notifications-push.test.ts'];

/**
 * API test files about PGlite itself (its directory, its named statements), whatever the database
 * under test: the PostgreSQL pass would run them again unchanged (about 40 s of its 130 on two cores).
 */
const pgliteOnlyFiles = ['tests/api/pglite-directory.test.ts', 'tests/api/pglite-statements.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Unit test files that mock a module (`vi.mock`), stub a global, set the environment or need their
 * modules created after a set-up of their own: a module another file imported first would be kept.
 * The others share their worker's modules (`isolate: false`): importing and transforming the same
 * modules once per file was about half of the suite's time (47 s, now ~20 on two cores).
 */
const unitFilesOfTheirOwn = [
  'tests/unit/auth-secret.test.ts',
  'tests/unit/format.test.ts',
  'tests/unit/notification-stream.test.ts',
  'tests/unit/run-form-mutation.test.ts',
  'tests/unit/run-with-toasts.test.ts',
  'tests/unit/session-storage.test.ts',
  'tests/unit/stores.test.ts',
  'tests/unit/toast.test.ts',
];

/** Which files a project runs, and whether they share their worker's modules. */
type ProjectFiles = { include: string[]; exclude?: string[]; isolate: boolean };

function unitProject(name: string, files: ProjectFiles) {
  return { extends: true as const, test: { name, ...files, environment: 'node' } };
}

function apiProject(name: string, files: ProjectFiles) {
  return {
    extends: true as const,
    test: {
      name,
      ...files,
      environment: 'node',
      globalSetup: ['tests/api/helpers/database-template.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file opens its own PGlite (tens of MB, a second to load): two at a time.
      maxWorkers: 2,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Fail instead of hanging when something (a database, a server) is left open after the tests.
    teardownTimeout: 5_000,
    // The server's JSON log lines would drown the reporter. A fixed AUTH_SECRET, so parallel test
    // files never race to create data/auth-secret.
    env: { TOVAR_LOG: 'silent', AUTH_SECRET: 'tovar-tests-secret-0123456789abcdef-0123456789' },
    projects: [
      'vitest.components.config.ts',
      unitProject('unit', { include: ['tests/unit/**/*.test.ts'], exclude: unitFilesOfTheirOwn, isolate: false }),
      unitProject('unit-own-modules', { include: unitFilesOfTheirOwn, isolate: true }),
      apiProject('api', {
        include: ['tests/api/**/*.test.ts'],
        exclude: [...apiFilesOfTheirOwn, ...(onPostgres ? pgliteOnlyFiles : [])],
        isolate: false,
      }),
      apiProject('api-own-modules', { include: apiFilesOfTheirOwn, isolate: true }),
      {
        extends: true,
        test: {
          name: 'servers',
          include: ['tests/servers/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
