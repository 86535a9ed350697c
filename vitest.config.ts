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
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/helpers/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own PGlite (tens of MB, a second to load): two at a time.
          maxWorkers: 2,
        },
      },
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
